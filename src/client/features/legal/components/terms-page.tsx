import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { formatDate } from "#shared/i18n/calendar.ts";
import { LegalLayout, LegalSection } from "./legal-layout.tsx";

/** The day these terms last changed: shown in the reader's language. */
const UPDATED = new Date(Date.UTC(2025, 4, 26));

export function TermsPage() {
  const { t } = useLingui();
  const updated = formatDate(UPDATED, "long", "UTC");
  return (
    <LegalLayout
      title={t`Terms of Service`}
      dateLine={t`Last updated ${updated}`}
      intro={
        <p>
          <Trans>
            These terms explain the agreement between you and us when you use UK Adventures, a free
            tracker for the places you want to visit, and have visited, across the United Kingdom.
            They are written to be read, so please do.
          </Trans>
        </p>
      }
    >
      <LegalSection title={t`1. Accepting these terms`}>
        <p>
          <Trans>
            By creating an account or using UK Adventures you agree to these terms and to our{" "}
            <Link to="/privacy-policy">Privacy Policy</Link>. If you do not agree, please do not use
            the service.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`2. A free, personal service`}>
        <p>
          <Trans>
            UK Adventures is free to use. It is a personal tool for keeping your own list of places;
            it is not a social platform, and there are no public profiles, feeds or followers.
          </Trans>
        </p>
        <p>
          <Trans>
            You may use it for your own, non-commercial purposes. There are no paid plans, adverts
            or in-app purchases.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`3. Your account`}>
        <ul>
          <li>
            <Trans>You must give a valid email address and keep your sign-in details secret.</Trans>
          </li>
          <li>
            <Trans>You are responsible for what happens under your account.</Trans>
          </li>
          <li>
            <Trans>
              Tell us straight away if you think someone else has used your account without your
              permission.
            </Trans>
          </li>
          <li>
            <Trans>You must be at least 13 years old to create an account.</Trans>
          </li>
        </ul>
      </LegalSection>

      <LegalSection title={t`4. Your content stays yours`}>
        <p>
          <Trans>
            The places, notes and photos you add remain yours. You give us only the permission we
            need to store them and show them back to you, and for nothing else. Your content is
            private to your account; we do not publish it, sell it or use it for advertising.
          </Trans>
        </p>
        <p>
          <Trans>
            You can download a backup of your places at any time, and delete any place whenever you
            choose.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`5. Acceptable use`}>
        <p>
          <Trans>When using UK Adventures, you agree not to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>upload anything unlawful, or anything you do not have the right to use;</Trans>
          </li>
          <li>
            <Trans>try to reach another person’s account or data;</Trans>
          </li>
          <li>
            <Trans>
              probe, overload or disrupt the service, for example with automated requests beyond
              normal personal use;
            </Trans>
          </li>
          <li>
            <Trans>use the service to store or spread malicious software.</Trans>
          </li>
        </ul>
        <p>
          <Trans>We may suspend or close accounts that break these rules.</Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`6. Availability and changes`}>
        <p>
          <Trans>
            We work to keep UK Adventures running smoothly, but we cannot promise it will always be
            available or free of errors. We may change, add or remove features, and we may update
            these terms. When we do, the date at the top of this page will change, and continuing to
            use the service after that means you accept the updated terms.
          </Trans>
        </p>
        <p>
          <Trans>
            Keeping your own backups is a good habit: they let you restore your list whatever
            happens.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`7. Limitation of liability`}>
        <p>
          <Trans>
            The service is provided “as is”. As far as the law allows, we are not liable for any
            indirect or consequential loss, or for the loss of data you have not backed up.
          </Trans>
        </p>
        <p>
          <Trans>
            Our total liability to you for any claim is limited to the greater of 100 US dollars or
            the amount you have paid us, which is £0 ($0). Nothing in these terms limits liability
            that cannot be limited by law, such as for death or personal injury caused by
            negligence, or for fraud.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`8. Governing law`}>
        <p>
          <Trans>
            These terms are governed by the laws of England and Wales, and the courts of England and
            Wales have jurisdiction over any dispute. If you live elsewhere in the United Kingdom,
            you may also bring a claim in the courts where you live.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`9. Contact`}>
        <p>
          <Trans>
            If you have a question about these terms, contact the operator of the UK Adventures
            service you signed up to. If you run your own copy of UK Adventures, you are its
            operator, and you may adapt these terms for the people who use it.
          </Trans>
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
