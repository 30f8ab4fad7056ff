import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The fonts every document is typeset in, from npm packages (no system fonts): Noto Sans
 * Devanagari carries Latin, digits, the rupee sign and Devanagari; a Noto Sans family for each
 * other Indian script a document may carry. Regular and bold of each.
 */

const require = createRequire(import.meta.url);

const FAMILIES = [
  ['noto-sans-devanagari', 'NotoSansDevanagari'],
  ['noto-sans-tamil', 'NotoSansTamil'],
  ['noto-sans-telugu', 'NotoSansTelugu'],
  ['noto-sans-bengali', 'NotoSansBengali'],
  ['noto-sans-kannada', 'NotoSansKannada'],
  ['noto-sans-gujarati', 'NotoSansGujarati'],
  ['noto-sans-malayalam', 'NotoSansMalayalam'],
] as const;

const WEIGHTS = ['400Regular', '700Bold'] as const;

/** Each font file's bytes, read once a thread. */
export function documentFontFiles(): Buffer[] {
  return FAMILIES.flatMap(([folder, file]) =>
    WEIGHTS.map((weight) =>
      readFileSync(require.resolve(`@expo-google-fonts/${folder}/${weight}/${file}_${weight}.ttf`)),
    ),
  );
}
