import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { LegalRoutePage, OwnLink, Say } from "~/components/LegalPage";
import { Rich } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";

const googlePrivacy = (chunks: ReactNode[]) => (
  <a href="https://policies.google.com/privacy" rel="noopener noreferrer">
    {chunks}
  </a>
);

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

const SECTIONS = [
  {
    id: "who-we-are",
    title: "legal.privacy.whoWeAre.title",
    body: (
      <>
        <p>
          <Say k="legal.privacy.whoWeAre.about" />
        </p>
        <p>
          <Rich
            k="legal.privacy.whoWeAre.contact"
            values={{ email: <a href="mailto:privacy@tablescout.app">privacy@tablescout.app</a> }}
          />
        </p>
      </>
    ),
  },
  {
    id: "information-we-collect",
    title: "legal.privacy.collect.title",
    body: (
      <>
        <h3>
          <Say k="legal.privacy.collect.signInTitle" />
        </h3>
        <p>
          <Say k="legal.privacy.collect.signIn" />
        </p>
        <h3>
          <Say k="legal.privacy.collect.createdTitle" />
        </h3>
        <ul>
          <li>
            <Say k="legal.privacy.collect.favorites" />
          </li>
          <li>
            <Say k="legal.privacy.collect.profile" />
          </li>
        </ul>
        <h3>
          <Say k="legal.privacy.collect.automaticTitle" />
        </h3>
        <ul>
          <li>
            <Say k="legal.privacy.collect.technical" />
          </li>
          <li>
            <Say k="legal.privacy.collect.approximateLocation" />
          </li>
          <li>
            <Say k="legal.privacy.collect.preciseLocation" />
          </li>
          <li>
            <Say k="legal.privacy.collect.searchText" />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use",
    title: "legal.privacy.use.title",
    body: (
      <ul>
        <li>
          <Say k="legal.privacy.use.provide" />
        </li>
        <li>
          <Say k="legal.privacy.use.favorites" />
        </li>
        <li>
          <Say k="legal.privacy.use.profile" />
        </li>
        <li>
          <Say k="legal.privacy.use.protect" />
        </li>
        <li>
          <Say k="legal.privacy.use.improve" />
        </li>
        <li>
          <Rich
            k="legal.privacy.use.law"
            values={{ link: (chunks: ReactNode[]) => <Link to={paths.termsOfUse()}>{chunks}</Link> }}
          />
        </li>
      </ul>
    ),
  },
  {
    id: "sharing",
    title: "legal.privacy.sharing.title",
    body: (
      <>
        <p>
          <Say k="legal.privacy.sharing.intro" />
        </p>
        <ul>
          <li>
            <Say k="legal.privacy.sharing.providers" />
          </li>
          <li>
            <Rich k="legal.privacy.sharing.googleMaps" values={{ googlePrivacy }} />
          </li>
          <li>
            <Say k="legal.privacy.sharing.public" />
          </li>
          <li>
            <Say k="legal.privacy.sharing.law" />
          </li>
          <li>
            <Say k="legal.privacy.sharing.successor" />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "google-maps",
    title: "legal.privacy.googleMaps.title",
    body: (
      <>
        <p>
          <Rich
            k="legal.privacy.googleMaps.terms"
            values={{
              mapsTerms: (chunks: ReactNode[]) => (
                <a href="https://maps.google.com/help/terms_maps/" rel="noopener noreferrer">
                  {chunks}
                </a>
              ),
              googlePrivacy,
            }}
          />
        </p>
        <p>
          <Say k="legal.privacy.googleMaps.demoData" />
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "legal.privacy.cookies.title",
    body: (
      <>
        <p>
          <Say k="legal.privacy.cookies.intro" />
        </p>
        <ul>
          <li>
            <Say k="legal.privacy.cookies.session" />
          </li>
          <li>
            <Say k="legal.privacy.cookies.flash" />
          </li>
          <li>
            <Rich k="legal.privacy.cookies.javascript" values={{ cookie: <code>ts_js</code> }} />
          </li>
          <li>
            <Rich k="legal.privacy.cookies.recentSearches" values={{ cookie: <code>ts_recent_searches</code> }} />
          </li>
        </ul>
        <p>
          <Say k="legal.privacy.cookies.noTracking" />
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "legal.privacy.retention.title",
    body: (
      <ul>
        <li>
          <Say k="legal.privacy.retention.account" />
        </li>
        <li>
          <Say k="legal.privacy.retention.sessions" />
        </li>
        <li>
          <Say k="legal.privacy.retention.logs" />
        </li>
        <li>
          <Say k="legal.privacy.retention.places" />
        </li>
      </ul>
    ),
  },
  {
    id: "security",
    title: "legal.privacy.security.title",
    body: (
      <p>
        <Say k="legal.privacy.security.body" />
      </p>
    ),
  },
  {
    id: "children",
    title: "legal.privacy.children.title",
    body: (
      <p>
        <Say k="legal.privacy.children.body" />
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "legal.privacy.rights.title",
    body: (
      <>
        <p>
          <Say k="legal.privacy.rights.intro" />
        </p>
        <ul>
          <li>
            <Say k="legal.privacy.rights.access" />
          </li>
          <li>
            <Say k="legal.privacy.rights.correct" />
          </li>
          <li>
            <Say k="legal.privacy.rights.delete" />
          </li>
          <li>
            <Say k="legal.privacy.rights.object" />
          </li>
          <li>
            <Say k="legal.privacy.rights.port" />
          </li>
          <li>
            <Say k="legal.privacy.rights.complain" />
          </li>
        </ul>
        <p>
          <Rich
            k="legal.privacy.rights.selfService"
            values={{ account: (chunks: ReactNode[]) => <OwnLink to={paths.account()}>{chunks}</OwnLink> }}
          />
        </p>
        <ul>
          <li>
            <Rich k="legal.privacy.rights.download" values={{ strong }} />
          </li>
          <li>
            <Rich k="legal.privacy.rights.deleteAccount" values={{ strong }} />
          </li>
        </ul>
        <p>
          <Say k="legal.privacy.rights.other" />
        </p>
      </>
    ),
  },
  {
    id: "international",
    title: "legal.privacy.international.title",
    body: (
      <p>
        <Say k="legal.privacy.international.body" />
      </p>
    ),
  },
  {
    id: "changes",
    title: "legal.privacy.changes.title",
    body: (
      <p>
        <Say k="legal.privacy.changes.body" />
      </p>
    ),
  },
] as const;

/** /privacy-policy: the policy's sections, in the page's language; the English text governs. */
export function PrivacyPolicy() {
  return (
    <LegalRoutePage
      title="legal.privacy.title"
      updated="2026-11-25"
      path={paths.privacyPolicy()}
      intro="legal.privacy.intro"
      sections={SECTIONS}
    />
  );
}
