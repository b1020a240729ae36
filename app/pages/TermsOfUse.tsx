import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { LegalRoutePage, Say } from "~/components/LegalPage";
import { Rich } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";

const SECTIONS = [
  {
    id: "acceptance",
    title: "legal.terms.acceptance.title",
    body: (
      <p>
        <Rich
          k="legal.terms.acceptance.body"
          values={{ link: (chunks: ReactNode[]) => <Link to={paths.privacyPolicy()}>{chunks}</Link> }}
        />
      </p>
    ),
  },
  {
    id: "eligibility",
    title: "legal.terms.eligibility.title",
    body: (
      <p>
        <Say k="legal.terms.eligibility.body" />
      </p>
    ),
  },
  {
    id: "accounts",
    title: "legal.terms.accounts.title",
    body: (
      <>
        <p>
          <Rich
            k="legal.terms.accounts.security"
            values={{ email: <a href="mailto:support@tablescout.app">support@tablescout.app</a> }}
          />
        </p>
        <p>
          <Say k="legal.terms.accounts.profile" />
        </p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "legal.terms.acceptableUse.title",
    body: (
      <>
        <p>
          <Say k="legal.terms.acceptableUse.intro" />
        </p>
        <ul>
          <li>
            <Say k="legal.terms.acceptableUse.scrape" />
          </li>
          <li>
            <Say k="legal.terms.acceptableUse.copy" />
          </li>
          <li>
            <Say k="legal.terms.acceptableUse.interfere" />
          </li>
          <li>
            <Say k="legal.terms.acceptableUse.impersonate" />
          </li>
          <li>
            <Say k="legal.terms.acceptableUse.automate" />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "third-party-content",
    title: "legal.terms.thirdParty.title",
    body: (
      <>
        <p>
          <Say k="legal.terms.thirdParty.accuracy" />
        </p>
        <p>
          <Say k="legal.terms.thirdParty.authors" />
        </p>
        <p>
          <Say k="legal.terms.thirdParty.demoData" />
        </p>
      </>
    ),
  },
  {
    id: "google-maps-terms",
    title: "legal.terms.googleMaps.title",
    body: (
      <>
        <p>
          <Rich
            k="legal.terms.googleMaps.agreement"
            values={{
              mapsTerms: (chunks: ReactNode[]) => (
                <a href="https://maps.google.com/help/terms_maps/" rel="noopener noreferrer">
                  {chunks}
                </a>
              ),
              mapsNotices: (chunks: ReactNode[]) => (
                <a href="https://www.google.com/help/legalnotices_maps/" rel="noopener noreferrer">
                  {chunks}
                </a>
              ),
              googlePrivacy: (chunks: ReactNode[]) => (
                <a href="https://policies.google.com/privacy" rel="noopener noreferrer">
                  {chunks}
                </a>
              ),
            }}
          />
        </p>
        <p>
          <Say k="legal.terms.googleMaps.attribution" />
        </p>
      </>
    ),
  },
  {
    id: "your-content",
    title: "legal.terms.yourContent.title",
    body: (
      <p>
        <Say k="legal.terms.yourContent.body" />
      </p>
    ),
  },
  {
    id: "intellectual-property",
    title: "legal.terms.intellectualProperty.title",
    body: (
      <p>
        <Say k="legal.terms.intellectualProperty.body" />
      </p>
    ),
  },
  {
    id: "disclaimers",
    title: "legal.terms.disclaimers.title",
    body: (
      <p>
        <Say k="legal.terms.disclaimers.body" />
      </p>
    ),
  },
  {
    id: "liability",
    title: "legal.terms.liability.title",
    body: (
      <>
        <p>
          <Say k="legal.terms.liability.damages" />
        </p>
        <p>
          <Say k="legal.terms.liability.cap" />
        </p>
      </>
    ),
  },
  {
    id: "indemnity",
    title: "legal.terms.indemnity.title",
    body: (
      <p>
        <Say k="legal.terms.indemnity.body" />
      </p>
    ),
  },
  {
    id: "termination",
    title: "legal.terms.termination.title",
    body: (
      <p>
        <Say k="legal.terms.termination.body" />
      </p>
    ),
  },
  {
    id: "changes",
    title: "legal.terms.changes.title",
    body: (
      <p>
        <Say k="legal.terms.changes.body" />
      </p>
    ),
  },
  {
    id: "law",
    title: "legal.terms.law.title",
    body: (
      <p>
        <Rich
          k="legal.terms.law.body"
          values={{ email: <a href="mailto:legal@tablescout.app">legal@tablescout.app</a> }}
        />
      </p>
    ),
  },
] as const;

/** /terms-of-use: the terms' sections, in the page's language; the English text governs. */
export function TermsOfUse() {
  return (
    <LegalRoutePage
      title="legal.terms.title"
      updated="2026-11-22"
      path={paths.termsOfUse()}
      intro="legal.terms.intro"
      sections={SECTIONS}
    />
  );
}
