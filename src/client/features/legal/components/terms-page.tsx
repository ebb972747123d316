import { Link } from "react-router";
import { LegalLayout, LegalSection } from "./legal-layout.tsx";

export function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      dateLine="Last updated 26 May 2025"
      intro={
        <p>
          These terms explain the agreement between you and us when you use UK Adventures, a free
          tracker for the places you want to visit, and have visited, across the United Kingdom.
          They are written to be read, so please do.
        </p>
      }
    >
      <LegalSection title="1. Accepting these terms">
        <p>
          By creating an account or using UK Adventures you agree to these terms and to our{" "}
          <Link to="/privacy-policy">Privacy Policy</Link>. If you do not agree, please do not use
          the service.
        </p>
      </LegalSection>

      <LegalSection title="2. A free, personal service">
        <p>
          UK Adventures is free to use. It is a personal tool for keeping your own list of places;
          it is not a social platform, and there are no public profiles, feeds or followers.
        </p>
        <p>
          You may use it for your own, non-commercial purposes. There are no paid plans, adverts or
          in-app purchases.
        </p>
      </LegalSection>

      <LegalSection title="3. Your account">
        <ul>
          <li>You must give a valid email address and keep your sign-in details secret.</li>
          <li>You are responsible for what happens under your account.</li>
          <li>
            Tell us straight away if you think someone else has used your account without your
            permission.
          </li>
          <li>You must be at least 13 years old to create an account.</li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Your content stays yours">
        <p>
          The places, notes and photos you add remain yours. You give us only the permission we need
          to store them and show them back to you, and for nothing else. Your content is private to
          your account; we do not publish it, sell it or use it for advertising.
        </p>
        <p>
          You can download a backup of your places at any time, and delete any place whenever you
          choose.
        </p>
      </LegalSection>

      <LegalSection title="5. Acceptable use">
        <p>When using UK Adventures, you agree not to:</p>
        <ul>
          <li>upload anything unlawful, or anything you do not have the right to use;</li>
          <li>try to reach another person’s account or data;</li>
          <li>
            probe, overload or disrupt the service, for example with automated requests beyond
            normal personal use;
          </li>
          <li>use the service to store or spread malicious software.</li>
        </ul>
        <p>We may suspend or close accounts that break these rules.</p>
      </LegalSection>

      <LegalSection title="6. Availability and changes">
        <p>
          We work to keep UK Adventures running smoothly, but we cannot promise it will always be
          available or free of errors. We may change, add or remove features, and we may update
          these terms. When we do, the date at the top of this page will change, and continuing to
          use the service after that means you accept the updated terms.
        </p>
        <p>
          Keeping your own backups is a good habit: they let you restore your list whatever happens.
        </p>
      </LegalSection>

      <LegalSection title="7. Limitation of liability">
        <p>
          The service is provided “as is”. As far as the law allows, we are not liable for any
          indirect or consequential loss, or for the loss of data you have not backed up.
        </p>
        <p>
          Our total liability to you for any claim is limited to the greater of 100 US dollars or
          the amount you have paid us, which is £0 ($0). Nothing in these terms limits liability
          that cannot be limited by law, such as for death or personal injury caused by negligence,
          or for fraud.
        </p>
      </LegalSection>

      <LegalSection title="8. Governing law">
        <p>
          These terms are governed by the laws of England and Wales, and the courts of England and
          Wales have jurisdiction over any dispute. If you live elsewhere in the United Kingdom, you
          may also bring a claim in the courts where you live.
        </p>
      </LegalSection>

      <LegalSection title="9. Contact">
        <p>
          If you have a question about these terms, contact the operator of the UK Adventures
          service you signed up to. If you run your own copy of UK Adventures, you are its operator,
          and you may adapt these terms for the people who use it.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
