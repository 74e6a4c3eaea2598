import { DeclarationPage } from './DeclarationPage.js';
import type { EstateKind } from './estate.js';
import { estateKinds } from './kinds-estate.js';

/** The building, plot and land declaration pages. */
export default function EstateDeclarationPage({ kind }: { kind: EstateKind }) {
  return <DeclarationPage kind={kind} def={estateKinds[kind]} />;
}
