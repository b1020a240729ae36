"""Subsets the share-image fonts (called by og/fonts/build.mjs, `npm run fonts`).

usage: subset.py SOURCE_DIR OUT_DIR

SOURCE_DIR holds the npm packages' TTFs (as build.mjs extracts them); OUT_DIR is og/assets/fonts.
Each output keeps every OpenType layout feature (Arabic joining forms, marks, ligatures, kerning) and drops
TrueType hinting, which resvg does not use.
"""

import os
import sys

from fontTools import subset

SOURCE, OUT = sys.argv[1], sys.argv[2]


def double_byte(codec, leads, trails):
    """Every character a double-byte code table assigns, but private-use ones."""
    chars = set()
    for lead in leads:
        for trail in trails:
            try:
                ch = bytes([lead, trail]).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(ch) == 1 and not 0xE000 <= ord(ch) <= 0xF8FF:
                chars.add(ch)
    return "".join(sorted(chars))


# What a Japanese or Chinese name is almost always written with. Japanese: JIS X 0208 (6,355 kanji, kana,
# symbols, Latin, Greek, Cyrillic) with Windows' extensions of it (code page 932: the NEC and IBM kanji of
# names such as 髙 and 﨑, circled numbers). Chinese: GB 2312 (6,763 hanzi and the same kinds of symbols).
# Both weights get the whole set: a title character drawn from the regular cut would stand out in a bold line.
JAPANESE = double_byte("cp932", [*range(0x81, 0xA0), *range(0xE0, 0xFD)], [*range(0x40, 0x7F), *range(0x80, 0xFD)])
GB_2312 = double_byte("gb2312", range(0xA1, 0xFF), range(0xA1, 0xFF))

# What every CJK subset keeps besides its code table: ASCII, Latin-1, general punctuation, CJK symbols and
# punctuation, all of hiragana and katakana (and their phonetic extensions), half- and full-width forms.
CJK_COMMON = [*range(0x20, 0x7F), *range(0xA0, 0x100), *range(0x2000, 0x2070), *range(0x3000, 0x3100),
              *range(0x31F0, 0x3200), *range(0xFF00, 0xFFF0)]

# Noto Sans: Latin with its extensions and IPA (Vietnamese, and the en-XA pseudo-language's letters such as
# ɱ), modifier letters, combining marks, Greek, Cyrillic, Latin Extended Additional, Greek Extended,
# punctuation, currency, letter-like symbols, arrows, maths, geometric shapes, ligatures.
LATIN = [*range(0x0000, 0x0530), *range(0x1E00, 0x2000), *range(0x2000, 0x2070), *range(0x20A0, 0x20D0),
         *range(0x2100, 0x2150), *range(0x2190, 0x2200), *range(0x2200, 0x2300), *range(0x25A0, 0x2600),
         *range(0xFB00, 0xFB07), 0xFFFD]

ALL = None  # the whole font

# (output file, input file, code points or None for all, extra text)
JOBS = [
    ("NotoSans-Regular.ttf", "NotoSans_400Regular.ttf", LATIN, ""),
    ("NotoSans-Bold.ttf", "NotoSans_700Bold.ttf", LATIN, ""),
    ("NotoSansArabic-Regular.ttf", "NotoSansArabic_400Regular.ttf", ALL, ""),
    ("NotoSansArabic-Bold.ttf", "NotoSansArabic_700Bold.ttf", ALL, ""),
    ("NotoSansJP-Regular.ttf", "NotoSansJP_400Regular.ttf", CJK_COMMON, JAPANESE),
    ("NotoSansJP-Bold.ttf", "NotoSansJP_700Bold.ttf", CJK_COMMON, JAPANESE),
    ("NotoSansSC-Regular.ttf", "NotoSansSC_400Regular.ttf", CJK_COMMON, GB_2312),
    ("NotoSansSC-Bold.ttf", "NotoSansSC_700Bold.ttf", CJK_COMMON, GB_2312),
    ("NotoEmoji-Regular.ttf", "NotoEmoji_400Regular.ttf", ALL, ""),
]

for out_name, in_name, unicodes, text in JOBS:
    options = subset.Options()
    options.layout_features = ["*"]
    options.hinting = False
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = False
    # Keeps the output byte-identical from run to run (no new modification date).
    options.recalc_timestamp = False
    font = subset.load_font(os.path.join(SOURCE, in_name), options)
    subsetter = subset.Subsetter(options)
    if unicodes is None:
        subsetter.populate(unicodes=font.getBestCmap().keys())
    else:
        subsetter.populate(unicodes=unicodes, text=text)
    subsetter.subset(font)
    out = os.path.join(OUT, out_name)
    subset.save_font(font, out, options)
    print(f"{out_name}: {os.path.getsize(out):,} bytes, {len(font.getBestCmap()):,} characters")
