import { DeclarationPage } from './DeclarationPage.js';
import { businessKinds } from './kinds-business.js';

/** The environmental cleaning tax, advertising and entertainment declaration pages. */
export default function BusinessDeclarationPage({ kind }: { kind: keyof typeof businessKinds }) {
  return <DeclarationPage kind={kind} def={businessKinds[kind]} />;
}
