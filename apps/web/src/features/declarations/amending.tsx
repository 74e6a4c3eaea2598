import type { DeclarationDetail } from '@e-belediye/contracts';
import type { ReactNode } from 'react';
import { labelOf, useAddressLists } from '../../shared/address/useAddressLists.js';
import { messageOf } from '../../shared/api/client.js';
import { useCall } from '../../shared/api/useCall.js';
import { useI18n } from '../../shared/i18n/index.js';
import { FormMessage } from '../../shared/ui/Form.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import type { AddressValue } from './fields.js';

/** A declaration on file with its address named, as the form to amend it starts from. */
export interface Amended {
  detail: DeclarationDetail;
  address: AddressValue;
}

/**
 * Reads a declaration on file and names its address, then draws the form with it. A part of its own: a new
 * declaration, the common case, never loads it (nor the address lists it reads).
 */
export function Amending({
  declarationOid,
  children,
}: {
  declarationOid: number;
  children(amended: Amended): ReactNode;
}) {
  const { m } = useI18n();
  const amended = useCall('GetDeclaration', { declarationOid });
  const address = useNamedAddress(amended.data ? addressOf(amended.data) : null);
  if (amended.error) return <FormMessage text={messageOf(amended.error)} />;
  if (!amended.data || !address) return <Spinner label={m.app.loading} />;
  return children({ detail: amended.data, address });
}

/** The address codes of a declaration on file (the pickers find their names again). */
function addressOf(d: DeclarationDetail) {
  const a = d.Declaration.address;
  return {
    countyCode: a.countyCode,
    districtCode: a.districtCode,
    streetCode: a.streetCode,
    outerDoorOid: a.outerDoorOid ? String(a.outerDoorOid) : '',
    innerDoorOid: a.innerDoorOid ? String(a.innerDoorOid) : '',
  };
}

/**
 * An address on file (codes only) with its names, for a declaration opened to amend: the check page shows the
 * names even when the citizen never opens the address step. Null until the lists are here.
 */
function useNamedAddress(
  codes: Pick<AddressValue, 'countyCode' | 'districtCode' | 'streetCode' | 'outerDoorOid' | 'innerDoorOid'> | null,
) {
  const lists = useAddressLists(
    { countyCode: '', districtCode: '', streetCode: '', ...codes },
    { enabled: codes !== null, outerDoors: Boolean(codes?.outerDoorOid), innerDoors: Boolean(codes?.innerDoorOid) },
  );
  if (!codes || !lists.ready) return null;
  return {
    ...codes,
    countyName: labelOf(lists.counties, codes.countyCode),
    districtName: labelOf(lists.districts, codes.districtCode),
    streetName: labelOf(lists.streets, codes.streetCode),
    outerDoorNo: labelOf(lists.outerDoors, codes.outerDoorOid),
    innerDoorNo: labelOf(lists.innerDoors, codes.innerDoorOid),
  };
}
