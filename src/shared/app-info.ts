export const APP_NAME = "UK Adventures";
/** Used in file names: backups, the summary image. */
export const APP_SLUG = "uk-adventures";
