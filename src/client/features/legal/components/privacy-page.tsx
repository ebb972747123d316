import { Link } from "react-router";
import { LegalLayout, LegalSection } from "./legal-layout.tsx";

export function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      dateLine="Effective 28 November 2026"
      intro={
        <p>
          In short: UK Adventures keeps the places you save private to you. We collect only what the
          service needs to work, we never sell your data or share it for advertising, and you can
          take a copy of your data or ask us to delete it at any time.
        </p>
      }
    >
      <LegalSection title="What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your email address and name. If you sign in with an
            external account provider, we also receive the profile picture it shares.
          </li>
          <li>
            <strong>Your places:</strong> the name, address, notes, category, mood and visited
            status of each place you add, with the dates you added and visited it.
          </li>
          <li>
            <strong>Photos:</strong> any photos you attach to your places.
          </li>
          <li>
            <strong>Security records:</strong> sign-in sessions, and records of failed sign-ins and
            unusually frequent requests, including the network address they came from.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Why we use it">
        <p>We use your information only to:</p>
        <ul>
          <li>sign you in and keep your account secure;</li>
          <li>store your places and photos and show them back to you;</li>
          <li>work out the achievement badges you have earned;</li>
          <li>protect the service from abuse and keep it running reliably.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Your data is private">
        <p>
          Each person’s places, notes and photos are private to their own account. UK Adventures is
          not a social platform: there are no public profiles, followers or feeds, and other users
          cannot see your list. We never sell your data, and we never share it for advertising.
        </p>
        <p>
          The person who runs this server can see every account’s places, notes and photos in its
          admin dashboard, and can download a copy of all of them. They should look only where they
          must, for example to keep the service secure, to fix a fault or to delete an account on
          request.
        </p>
      </LegalSection>

      <LegalSection title="Cookies and local storage">
        <p>
          We use a session cookie, which keeps you signed in, and once you choose miles or
          kilometres, a cookie that tells our server which, so the pages it sends show distances
          that way. Your browser also stores a few local preferences, such as your chosen light or
          dark theme and whether you have seen the welcome tour. We do not use advertising or
          tracking cookies.
        </p>
      </LegalSection>

      <LegalSection title="Where your data is processed">
        <p>
          The hosted UK Adventures service processes and stores data in the United States. If you
          use a self-hosted instance, your data is stored wherever its operator runs it.
        </p>
      </LegalSection>

      <LegalSection title="How long we keep it">
        <p>
          We keep your places and photos for as long as your account exists. You can delete any
          place at any time, and its photo is deleted with it. When an account is deleted (Account,
          Delete my account), its places, photos, achievements, sessions and sign-in methods are
          deleted at once; the security log keeps only that a deletion happened, not whose. Security
          records are kept only as long as they are needed to protect the service.
        </p>
        <p>
          Backup files you download are stored on your own device and are yours to keep or delete.
        </p>
      </LegalSection>

      <LegalSection title="Children">
        <p>
          UK Adventures is not for children under 13, and we do not knowingly collect data from
          them. If you believe a child under 13 has created an account, contact us and we will
          delete it.
        </p>
      </LegalSection>

      <LegalSection title="Your rights">
        <p>Under UK data protection law you have the right to:</p>
        <ul>
          <li>ask for a copy of the personal data we hold about you;</li>
          <li>have inaccurate data corrected;</li>
          <li>have your data deleted: Account, Delete my account does it at once;</li>
          <li>
            take your data with you: Account, Download all my data saves everything we hold about
            you as one file, and the backup feature downloads your places;
          </li>
          <li>object to, or ask us to restrict, how we use your data.</li>
        </ul>
        <p>
          If you are unhappy with how we handle your data, you can complain to the Information
          Commissioner’s Office (ICO).
        </p>
      </LegalSection>

      <LegalSection title="Privacy enquiries">
        <p>
          Send privacy questions and requests to the operator of the UK Adventures service you use.
          We answer privacy enquiries within 72 hours.
        </p>
      </LegalSection>

      <LegalSection title="Changes to this policy">
        <p>
          If we change this policy, we will update the date at the top of this page. Please also
          read our <Link to="/terms">Terms of Service</Link>.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
