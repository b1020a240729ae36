import { Link } from "@remix-run/react";
import { paths } from "~/modules/urls/paths";

/** The small print of the mobile version (the web footer's legal links and the way back to the full site). */
export function MobileLegalLinks() {
  return (
    <nav aria-label="Legal" className="flex flex-wrap justify-center gap-x-4 gap-y-1 pt-4 text-xs text-stone-500">
      <Link to={paths.privacyPolicy()} className="inline-flex min-h-11 items-center hover:underline">
        Privacy Policy
      </Link>
      <Link to={paths.termsOfUse()} className="inline-flex min-h-11 items-center hover:underline">
        Terms of Use
      </Link>
      <Link to={paths.home()} className="inline-flex min-h-11 items-center hover:underline">
        Full website
      </Link>
    </nav>
  );
}
