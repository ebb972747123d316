import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { formatDate } from "#shared/i18n/calendar.ts";
import { LegalLayout, LegalSection } from "./legal-layout.tsx";

/** The day this policy took effect: shown in the reader's language. */
const EFFECTIVE = new Date(Date.UTC(2026, 10, 28));

export function PrivacyPage() {
  const { t } = useLingui();
  const effective = formatDate(EFFECTIVE, "long", "UTC");
  return (
    <LegalLayout
      title={t`Privacy Policy`}
      dateLine={t`Effective ${effective}`}
      intro={
        <p>
          <Trans>
            In short: UK Adventures keeps the places you save private to you. We collect only what
            the service needs to work, we never sell your data or share it for advertising, and you
            can take a copy of your data or ask us to delete it at any time.
          </Trans>
        </p>
      }
    >
      <LegalSection title={t`What we collect`}>
        <ul>
          <li>
            <Trans>
              <strong>Account details:</strong> your email address and name. If you sign in with an
              external account provider, we also receive the profile picture it shares.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Your places:</strong> the name, address, notes, category, mood and visited
              status of each place you add, with the dates you added and visited it.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Photos:</strong> any photos you attach to your places.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Security records:</strong> sign-in sessions, and records of failed sign-ins
              and unusually frequent requests, including the network address they came from.
            </Trans>
          </li>
        </ul>
      </LegalSection>

      <LegalSection title={t`Why we use it`}>
        <p>
          <Trans>We use your information only to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>sign you in and keep your account secure;</Trans>
          </li>
          <li>
            <Trans>store your places and photos and show them back to you;</Trans>
          </li>
          <li>
            <Trans>work out the achievement badges you have earned;</Trans>
          </li>
          <li>
            <Trans>protect the service from abuse and keep it running reliably.</Trans>
          </li>
        </ul>
      </LegalSection>

      <LegalSection title={t`Your data is private`}>
        <p>
          <Trans>
            Each person’s places, notes and photos are private to their own account. UK Adventures
            is not a social platform: there are no public profiles, followers or feeds, and other
            users cannot see your list. We never sell your data, and we never share it for
            advertising.
          </Trans>
        </p>
        <p>
          <Trans>
            The person who runs this server can see every account’s places, notes and photos in its
            admin dashboard, and can download a copy of all of them. They should look only where
            they must, for example to keep the service secure, to fix a fault or to delete an
            account on request.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`Cookies and local storage`}>
        <p>
          <Trans>
            We use a session cookie, which keeps you signed in; once you choose miles or kilometres,
            a cookie that tells our server which, so the pages it sends show distances that way; and
            once you choose English or Welsh (or sign in to an account that has), a cookie that
            tells it your language, so its pages and messages are in it. Your browser also stores a
            few local preferences, such as your chosen light or dark theme and whether you have seen
            the welcome tour. We do not use advertising or tracking cookies.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`Where your data is processed`}>
        <p>
          <Trans>
            The hosted UK Adventures service processes and stores data in the United States. If you
            use a self-hosted instance, your data is stored wherever its operator runs it.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`How long we keep it`}>
        <p>
          <Trans>
            We keep your places and photos for as long as your account exists. You can delete any
            place at any time, and its photo is deleted with it. When an account is deleted
            (Account, Delete my account), its places, photos, achievements, sessions and sign-in
            methods are deleted at once; the security log keeps only that a deletion happened, not
            whose. Security records are kept only as long as they are needed to protect the service.
          </Trans>
        </p>
        <p>
          <Trans>
            Backup files you download are stored on your own device and are yours to keep or delete.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`Children`}>
        <p>
          <Trans>
            UK Adventures is not for children under 13, and we do not knowingly collect data from
            them. If you believe a child under 13 has created an account, contact us and we will
            delete it.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`Your rights`}>
        <p>
          <Trans>Under UK data protection law you have the right to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>ask for a copy of the personal data we hold about you;</Trans>
          </li>
          <li>
            <Trans>have inaccurate data corrected;</Trans>
          </li>
          <li>
            <Trans>have your data deleted: Account, Delete my account does it at once;</Trans>
          </li>
          <li>
            <Trans>
              take your data with you: Account, Download all my data saves everything we hold about
              you as one file, and the backup feature downloads your places;
            </Trans>
          </li>
          <li>
            <Trans>object to, or ask us to restrict, how we use your data.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            If you are unhappy with how we handle your data, you can complain to the Information
            Commissioner’s Office (ICO).
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`Privacy enquiries`}>
        <p>
          <Trans>
            Send privacy questions and requests to the operator of the UK Adventures service you
            use. We answer privacy enquiries within 72 hours.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection title={t`Changes to this policy`}>
        <p>
          <Trans>
            If we change this policy, we will update the date at the top of this page. Please also
            read our <Link to="/terms">Terms of Service</Link>.
          </Trans>
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
