import type { DeclarationDetail } from '@e-belediye/contracts';

// Which page files which declaration, apart from the forms themselves: "Beyannamelerim" links to the pages
// without loading their steps and calculators.

/** The six declaration pages: three estate types and the three declarations of a business. */
export type PageKind = 'building' | 'plot' | 'land' | 'ect' | 'ad' | 'entertainment';

/** The page a declaration on file is amended on. */
export function pageKindOf(d: Pick<DeclarationDetail, 'Kind' | 'EstateType'>): PageKind {
  if (d.Kind === 'ESTATE') return d.EstateType === 1 ? 'building' : d.EstateType === 2 ? 'plot' : 'land';
  return d.Kind === 'ECT' ? 'ect' : d.Kind === 'AD' ? 'ad' : 'entertainment';
}

/** The route of each page (spec section 2). */
export const pagePaths: Record<PageKind, string> = {
  building: '/EMunicipalityEstateDeclarationBuilding',
  plot: '/EMunicipalityEstateDeclarationPlot',
  land: '/EMunicipalityEstateDeclarationLand',
  ect: '/EMunicipalityECTDeclaration',
  ad: '/EMunicipalityAdDeclaration',
  entertainment: '/EMunicipalityEntertainmentDeclaration',
};
