import { checkAccessibility } from "./a11y";
import { JS_MODES } from "./browser";

checkAccessibility(JS_MODES[0]);
