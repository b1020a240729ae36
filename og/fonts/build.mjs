// `npm run fonts`: remakes og/assets/fonts/ (committed) from the Noto fonts on npm. Downloads the pinned
// packages with `npm pack` (the registry's own client, which checks each tarball's integrity), takes their
// regular and bold TTFs, and subsets them with fontTools (og/fonts/subset.py; Debian: apt-get install -y
// fonttools). The output is committed, so neither `npm install` nor CI needs the 95 MB of packages or Python.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "../assets/fonts");

/** The packages and the TTFs taken from each (all SIL Open Font License 1.1, packaged by Expo, MIT). */
export const PACKAGES = [
  {
    name: "@expo-google-fonts/noto-sans",
    version: "0.4.2",
    files: ["NotoSans_400Regular.ttf", "NotoSans_700Bold.ttf"],
  },
  {
    name: "@expo-google-fonts/noto-sans-arabic",
    version: "0.4.3",
    files: ["NotoSansArabic_400Regular.ttf", "NotoSansArabic_700Bold.ttf"],
  },
  {
    name: "@expo-google-fonts/noto-sans-jp",
    version: "0.4.3",
    files: ["NotoSansJP_400Regular.ttf", "NotoSansJP_700Bold.ttf"],
  },
  {
    name: "@expo-google-fonts/noto-sans-sc",
    version: "0.4.3",
    files: ["NotoSansSC_400Regular.ttf", "NotoSansSC_700Bold.ttf"],
  },
  { name: "@expo-google-fonts/noto-emoji", version: "0.4.7", files: ["NotoEmoji_400Regular.ttf"] },
];

const python = process.env.PYTHON ?? "/usr/bin/python3";
try {
  execFileSync(python, ["-c", "import fontTools.subset"], { stdio: "ignore" });
} catch {
  console.error(`fontTools is needed (${python} -c "import fontTools"): apt-get install -y fonttools`);
  process.exit(1);
}

const work = mkdtempSync(path.join(tmpdir(), "og-fonts-"));
try {
  const sources = path.join(work, "ttf");
  mkdirSync(sources);
  mkdirSync(out, { recursive: true });
  const licences = [];
  for (const pkg of PACKAGES) {
    const spec = `${pkg.name}@${pkg.version}`;
    console.log(`› npm pack ${spec}`);
    const [packed] = JSON.parse(
      execFileSync("npm", ["pack", spec, "--json", "--pack-destination", work], { encoding: "utf8" }),
    );
    const dir = path.join(work, path.basename(pkg.name));
    mkdirSync(dir);
    execFileSync("tar", ["xzf", path.join(work, packed.filename), "-C", dir]);
    const found = new Map();
    const walk = (d) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(path.join(d, e.name));
        else found.set(e.name, path.join(d, e.name));
      }
    };
    walk(dir);
    for (const file of pkg.files) {
      if (!found.has(file)) throw new Error(`${spec} has no ${file}`);
      copyFileSync(found.get(file), path.join(sources, file));
    }
    // The fonts' own licence (OFL 1.1, with each family's copyright line) goes beside the subsets.
    const family = pkg.files[0].split("_")[0];
    copyFileSync(found.get("LICENSE_FONT"), path.join(out, `${family}-OFL.txt`));
    licences.push(`${family}: ${spec} (${packed.integrity})`);
  }
  execFileSync(python, [path.join(here, "subset.py"), sources, out], { stdio: "inherit" });
  writeFileSync(
    path.join(out, "SOURCES.txt"),
    `Made by \`npm run fonts\` (og/fonts/build.mjs, og/fonts/subset.py) from these npm packages:\n${licences.join("\n")}\n` +
      "Each family is licensed under the SIL Open Font License 1.1: see its *-OFL.txt. The files here are\n" +
      "subsets (fewer characters, no hinting) of the packages' fonts, under the same names and licence.\n",
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
