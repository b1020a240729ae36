import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { LegalPage } from "~/components/LegalPage";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "Privacy Policy",
      description:
        "How TableScout collects, uses, shares and protects your information, including Google sign-in, favorites, cookies and your rights.",
      path: paths.privacyPolicy(),
      keywords: ["privacy policy", "data protection", "cookies"],
    },
    matches,
  );

const SECTIONS = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <>
        <p>
          TableScout ("TableScout", "we", "us") is a public restaurant discovery guide. This policy explains what
          information we collect when you use the TableScout website and its mobile-styled version (together, the
          "Service"), why we collect it, whom we share it with, and the choices and rights you have.
        </p>
        <p>
          For questions about this policy or your information, write to{" "}
          <a href="mailto:privacy@tablescout.app">privacy@tablescout.app</a>.
        </p>
      </>
    ),
  },
  {
    id: "information-we-collect",
    title: "Information we collect",
    body: (
      <>
        <h3>Information you give us when you sign in</h3>
        <p>
          You can browse TableScout without an account. If you choose to sign in, you do so with your Google account.
          Google then shares with us your Google account identifier, your e-mail address, your name and your profile
          picture URL. We do not receive your Google password.
        </p>
        <h3>Information you create</h3>
        <ul>
          <li>
            Your favorites: the restaurants you save, a snapshot of their public details, their city and the order you
            keep them in.
          </li>
          <li>
            Your profile settings: your username, display name and whether your favorites are published on your public
            profile.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <ul>
          <li>
            Technical data about each request, such as IP address, browser type, pages requested, referring page and the
            time of the request. These appear in short-lived server logs used for security and troubleshooting.
          </li>
          <li>
            Approximate location derived from your connection (city and region, as provided by our hosting network),
            used only to show restaurants near you. It is not stored with your account.
          </li>
          <li>
            Precise location, only if you choose "Use my precise location" and allow it in your browser. We use it for
            that single search and do not store your coordinates.
          </li>
          <li>The text you type into the search box, which we send to our places provider to find matching places.</li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use",
    title: "How we use information",
    body: (
      <ul>
        <li>To provide the Service: show restaurants, maps, search suggestions and results near a place.</li>
        <li>To keep you signed in and to save, order and display your favorites.</li>
        <li>To show your public profile, only when you publish it.</li>
        <li>To protect the Service: prevent abuse, fraud and attacks, and debug problems.</li>
        <li>To understand, in aggregate, which features are used so we can improve them.</li>
        <li>
          To comply with the law and enforce our <Link to={paths.termsOfUse()}>Terms of Use</Link>.
        </li>
      </ul>
    ),
  },
  {
    id: "sharing",
    title: "How we share information",
    body: (
      <>
        <p>
          We do not sell your personal information and we do not share it for cross-context behavioural advertising. We
          share information only:
        </p>
        <ul>
          <li>
            With service providers who run the Service for us, under contracts that limit their use of it: Cloudflare
            (hosting, content delivery, databases) and Google (sign-in, maps and places data).
          </li>
          <li>
            With Google Maps Platform, when you search or view maps: your search text, the area you are looking at and
            technical data are sent to Google. Google's use of that data is governed by the{" "}
            <a href="https://policies.google.com/privacy" rel="noopener noreferrer">
              Google Privacy Policy
            </a>
            .
          </li>
          <li>Publicly, the favorites and display name you choose to publish on your public profile.</li>
          <li>
            When required by law, or to protect the rights, safety and property of our users, the public or TableScout.
          </li>
          <li>
            With a successor organisation if TableScout is merged or sold, which will remain bound by this policy.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "google-maps",
    title: "Google Maps Platform",
    body: (
      <>
        <p>
          Restaurant details, photos, reviews and maps shown on TableScout may be provided by Google Maps Platform. By
          using those features you are also bound by the{" "}
          <a href="https://maps.google.com/help/terms_maps/" rel="noopener noreferrer">
            Google Maps/Google Earth Additional Terms of Service
          </a>{" "}
          and the{" "}
          <a href="https://policies.google.com/privacy" rel="noopener noreferrer">
            Google Privacy Policy
          </a>
          . Reviews and photos are credited to their authors as Google requires.
        </p>
        <p>
          When no Google key is configured, TableScout shows clearly labelled demonstration data generated by TableScout
          itself.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and local storage",
    body: (
      <>
        <p>We use a small number of cookies, all of them necessary for the Service:</p>
        <ul>
          <li>
            A session cookie that keeps you signed in. It is HttpOnly, sent only over secure connections and expires
            after a period of inactivity or when you sign out.
          </li>
          <li>
            A short-lived cookie that protects the sign-in flow against forgery and carries one-time messages such as
            "Added to favorites".
          </li>
          <li>
            A preference cookie (<code>ts_js</code>) that records only that your browser runs JavaScript, so that pages
            can show a loading state while results arrive. It contains no identifier.
          </li>
          <li>
            On the mobile version, a cookie (<code>ts_recent_searches</code>) holding your last six searches and the
            pages they led to, so the Search tab can list them. It stays in your browser for 30 days; we do not store
            it, and "Clear" on the Search tab deletes it.
          </li>
        </ul>
        <p>
          We do not use advertising or cross-site tracking cookies. Maps loaded from Google may set their own cookies,
          governed by Google's policies. You can block or delete cookies in your browser; signing in will not work
          without the session cookie.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep information",
    body: (
      <ul>
        <li>Account, profile and favorites: until you delete them or delete your account (Your rights and choices).</li>
        <li>Sessions: until they expire or you sign out.</li>
        <li>Server logs: up to 30 days, unless needed longer to investigate abuse.</li>
        <li>Cached places data: for the short periods Google's terms allow, then refreshed or discarded.</li>
      </ul>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <p>
        We use encryption in transit (HTTPS), signed and HttpOnly session cookies, server-side session expiry, per-user
        access checks on every favorites query, and the least access needed for our service providers. No system is
        perfectly secure; if we learn of a breach that affects you, we will tell you as the law requires.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children under 13",
    body: (
      <p>
        TableScout is not directed to children under 13 and we do not knowingly collect personal information from them.
        Children under 13 may not create an account. If you believe a child under 13 has given us personal information,
        contact us and we will delete it.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights and choices",
    body: (
      <>
        <p>
          Depending on where you live (for example under the GDPR in the EU and UK, or the CCPA/CPRA in California), you
          may have the right to:
        </p>
        <ul>
          <li>access the personal information we hold about you and receive a copy of it;</li>
          <li>correct inaccurate information;</li>
          <li>delete your account and its favorites;</li>
          <li>object to or restrict certain processing, and withdraw consent where processing relies on it;</li>
          <li>port your favorites to another service;</li>
          <li>complain to your local data protection authority.</li>
        </ul>
        <p>
          You can do most of this yourself, signed in, from <a href="/account">your account page</a> (on the mobile
          version, the Profile tab), under "Your data":
        </p>
        <ul>
          <li>
            <strong>Download my data</strong> gives you, at once, a file (JSON) of everything we hold about you: your
            account (e-mail address, name, picture link, dates), your profile, your favorites in your order with the
            restaurant details saved with them, your signed-in devices (when each was signed in and when it expires) and
            imports you have not finished.
          </li>
          <li>
            <strong>Delete my account</strong> asks you to confirm by typing your username, then erases at once and for
            good your account, your public profile, every favorite, every signed-in device and any unfinished import. It
            cannot be undone. Copies of your public profile held to make pages fast are dropped at the same moment.
          </li>
        </ul>
        <p>
          You can also unpublish your favorites at any time from your account page and revoke TableScout's access in
          your Google account settings. To exercise any other right, e-mail us; we answer within 30 days and will not
          discriminate against you for exercising your rights.
        </p>
      </>
    ),
  },
  {
    id: "international",
    title: "International transfers",
    body: (
      <p>
        TableScout runs on a global network, so your information may be processed outside your country. Where the law
        requires it, transfers are protected by appropriate safeguards such as the European Commission's Standard
        Contractual Clauses.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        We will post any change on this page with a new "last updated" date and, for significant changes, tell signed-in
        users in the Service before the change takes effect.
      </p>
    ),
  },
] as const;

export default function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="2026-11-25"
      intro={
        <p>
          Your privacy matters to us. In short: you can use TableScout without an account; if you sign in with Google we
          keep only what we need to save your favorites; we never sell your data; and you can delete it at any time.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
