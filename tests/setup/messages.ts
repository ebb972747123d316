// The app's messages compiled as its start compiles them (lib/i18n-compiler.ts), for the tests
// that show them without starting the app.
import "#client/lib/i18n-compiler.ts";
