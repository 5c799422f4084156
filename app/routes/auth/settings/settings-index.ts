/** /settings/ opens its first section, the profile (settings-layout.tsx). */
import { toFirstSection } from "./settings.server";

export const loader = () => toFirstSection();
