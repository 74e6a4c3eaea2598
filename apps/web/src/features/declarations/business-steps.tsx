import type { Language } from '@e-belediye/contracts/languages';
import { featureMessages } from '../../shared/i18n/index.js';
import { InputField, SelectField } from '../../shared/ui/Field.js';
import {
  type AdType,
  type AdValues,
  type Board,
  type EctValues,
  type EntertainmentValues,
  emptyBoard,
  type Option,
  type VenueType,
  type WorkplaceValues,
} from './business.js';
import { parseDecimal, todayIso } from './fields.js';
import type { AddressTexts } from './i18n/address.tr.js';
import { type BusinessTexts, tr } from './i18n/business.tr.js';
import type { DeclarationsTexts } from './i18n/index.js';
import type { LaterSteps, StepBody } from './kinds.js';
import type { Errors } from './StepForm.js';
import { AddressFields, addressLine, addressTexts, checkAddress, NumberField } from './step-fields.js';

// A business declaration's steps with their fields and rules: fetched after the declarer's step (ADR 0010).

const own = (language: Language) =>
  featureMessages(
    language,
    tr,
    () => import('./i18n/business.en.js'),
    () => import('./i18n/business.ar.js'),
  );
const labelOf = (list: Option[], value: string) => list.find((o) => o.value === value)?.label ?? value;
const dateTr = (iso: string) => iso.split('-').reverse().join('.');

/** The environmental cleaning tax: the workplace since when, then its building group and degree. */
export const ectSteps: LaterSteps<EctValues> = {
  bodies(language, t) {
    const b = own(language);
    const a = addressTexts(language);
    return { workplace: workplaceStep(t, a, b.workplace, true), group: groupStep(a, b.ect) };
  },
};

/** The advertising tax: the workplace, then its boards. */
export const adSteps: LaterSteps<AdValues> = {
  bodies(language, t, lists) {
    const b = own(language);
    const a = addressTexts(language);
    return { workplace: workplaceStep(t, a, b.workplace, false), boards: boardsStep(a, b.ad, lists.adTypes) };
  },
};

/** The entertainment tax: the workplace, then the venue and the tax base. */
export const entertainmentSteps: LaterSteps<EntertainmentValues> = {
  bodies(language, t, lists) {
    const b = own(language);
    const a = addressTexts(language);
    return {
      workplace: workplaceStep(t, a, b.workplace, false),
      venue: venueStep(a, b.entertainment, lists.venueTypes),
    };
  },
};

/** Where the business works: its name on the sign and its address (and, for the cleaning tax, since when). */
function workplaceStep<V extends WorkplaceValues>(
  t: DeclarationsTexts,
  a: AddressTexts['address'],
  w: BusinessTexts['workplace'],
  withStart: boolean,
): StepBody<V> {
  return {
    render: ({ values, set, errors }) => (
      <>
        <InputField
          label={w.tradeName}
          name="tradeName"
          required
          maxLength={120}
          value={values.tradeName}
          onChange={set('tradeName')}
          error={errors.tradeName}
        />
        <AddressFields
          value={values.address}
          onChange={(next) => set('address')(next as V['address'])}
          errors={errors}
          innerDoor
        />
        {withStart && (
          <InputField
            type="date"
            label={w.startedOn}
            name="startedOn"
            required
            value={values.startedOn}
            onChange={set('startedOn')}
            error={errors.startedOn}
          />
        )}
      </>
    ),
    check: (v) => ({
      ...checkAddress(v.address, a.required),
      tradeName: v.tradeName.trim().length >= 2 ? undefined : w.tradeNameRequired,
      startedOn: !withStart
        ? undefined
        : !v.startedOn
          ? w.startedOnRequired
          : v.startedOn > todayIso()
            ? w.startedOnFuture
            : undefined,
    }),
    answers: (v) => [
      [w.tradeName, v.tradeName],
      [t.steps.address, addressLine(v.address, a.innerDoor)],
      ...(withStart ? [[w.startedOn, dateTr(v.startedOn)] as [string, string]] : []),
    ],
  };
}

function groupStep<V extends EctValues>(a: AddressTexts['address'], c: BusinessTexts['ect']): StepBody<V> {
  const groups = [1, 2, 3, 4, 5, 6, 7].map((g) => ({ value: String(g), label: c.groupName(g) }));
  const degrees = [1, 2, 3, 4, 5].map((d) => ({ value: String(d), label: c.degreeName(d) }));
  return {
    render: ({ values, set, errors }) => (
      <>
        <p className="muted">{c.intro}</p>
        <SelectField
          label={c.buildingGroup}
          name="buildingGroup"
          required
          emptyLabel={a.choose}
          options={groups}
          value={values.buildingGroup}
          onChange={set('buildingGroup')}
          error={errors.buildingGroup}
        />
        <SelectField
          label={c.degree}
          name="degree"
          required
          emptyLabel={a.choose}
          options={degrees}
          value={values.degree}
          onChange={set('degree')}
          error={errors.degree}
        />
      </>
    ),
    check: (v) => ({
      buildingGroup: v.buildingGroup ? undefined : c.groupRequired,
      degree: v.degree ? undefined : c.degreeRequired,
    }),
    answers: (v) => [
      [c.buildingGroup, v.buildingGroup && c.groupName(Number(v.buildingGroup))],
      [c.degree, v.degree && c.degreeName(Number(v.degree))],
    ],
  };
}

/** At most this many boards in one form; a chain of shops files one declaration per workplace. */
const MAX_BOARDS = 20;

function boardsStep<V extends AdValues>(
  a: AddressTexts['address'],
  d: BusinessTexts['ad'],
  adTypes: AdType[],
): StepBody<V> {
  const locationGroups = [1, 2, 3, 4, 5].map((g) => ({ value: String(g), label: d.locationName(g) }));
  const typeOf = (code: string) => adTypes.find((o) => o.value === code);
  return {
    render: ({ values, set, errors }) => {
      const setBoard = (i: number, change: Partial<Board>) =>
        set('boards')(values.boards.map((b, j) => (j === i ? { ...b, ...change } : b)) as V['boards']);
      return (
        <>
          <p className="muted">{d.intro}</p>
          {values.boards.map((b, i) => {
            const type = typeOf(b.adType);
            const field = (name: keyof Board) => `boards.${i}.${name}`;
            return (
              // Boards have no identity of their own before they are sent: their place is their key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <fieldset key={i} className="form-group repeat-item">
                <legend>{d.boardNo(i + 1)}</legend>
                <SelectField
                  label={d.adType}
                  name={field('adType')}
                  required
                  emptyLabel={a.choose}
                  options={adTypes}
                  value={b.adType}
                  onChange={(adType) => setBoard(i, { adType })}
                  error={errors[field('adType')]}
                />
                {(!type || type.needsSize) && (
                  <>
                    <div className="two-fields">
                      <NumberField
                        label={d.width}
                        name={field('width')}
                        required
                        value={b.width}
                        onChange={(width) => setBoard(i, { width })}
                        error={errors[field('width')]}
                      />
                      <NumberField
                        label={d.height}
                        name={field('height')}
                        required
                        value={b.height}
                        onChange={(height) => setBoard(i, { height })}
                        error={errors[field('height')]}
                      />
                    </div>
                    <SelectField
                      label={d.sides}
                      name={field('sides')}
                      value={b.sides}
                      options={[1, 2, 3, 4].map((n) => ({ value: String(n), label: String(n) }))}
                      onChange={(sides) => setBoard(i, { sides })}
                    />
                  </>
                )}
                {type?.needsWeeks && (
                  <NumberField
                    whole
                    label={d.weeks}
                    name={field('weeks')}
                    required
                    value={b.weeks}
                    onChange={(weeks) => setBoard(i, { weeks })}
                    error={errors[field('weeks')]}
                  />
                )}
                <NumberField
                  whole
                  label={d.quantity}
                  name={field('quantity')}
                  required
                  hint={type ? d.quantityHint(type.unit, type.needsSize) : undefined}
                  value={b.quantity}
                  onChange={(quantity) => setBoard(i, { quantity })}
                  error={errors[field('quantity')]}
                />
                <SelectField
                  label={d.locationGroup}
                  name={field('groupNo')}
                  required
                  emptyLabel={a.choose}
                  options={locationGroups}
                  value={b.groupNo}
                  onChange={(groupNo) => setBoard(i, { groupNo })}
                  error={errors[field('groupNo')]}
                />
                <InputField
                  label={d.location}
                  name={field('location')}
                  required
                  hint={d.locationHint}
                  maxLength={200}
                  value={b.location}
                  onChange={(location) => setBoard(i, { location })}
                  error={errors[field('location')]}
                />
                {values.boards.length > 1 && (
                  <button
                    type="button"
                    className="btn btn-outline btn-small"
                    onClick={() => set('boards')(values.boards.filter((_, j) => j !== i) as V['boards'])}
                  >
                    {d.removeBoard(i + 1)}
                  </button>
                )}
              </fieldset>
            );
          })}
          {values.boards.length < MAX_BOARDS && (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => set('boards')([...values.boards, emptyBoard] as V['boards'])}
            >
              {d.addBoard}
            </button>
          )}
        </>
      );
    },
    check: (v) => {
      const errors: Errors = {};
      v.boards.forEach((b, i) => {
        const type = typeOf(b.adType);
        const at = (name: keyof Board, message: string) => {
          errors[`boards.${i}.${name}`] = message;
        };
        if (!type) at('adType', d.adTypeRequired);
        if (!type || type.needsSize) {
          const width = parseDecimal(b.width);
          const height = parseDecimal(b.height);
          if (!(width > 0 && width <= 200)) at('width', d.sizeInvalid);
          if (!(height > 0 && height <= 200)) at('height', d.sizeInvalid);
        }
        const weeks = Number(b.weeks);
        if (type?.needsWeeks && !(Number.isInteger(weeks) && weeks >= 1 && weeks <= 52)) at('weeks', d.weeksInvalid);
        const quantity = Number(b.quantity);
        if (!(Number.isInteger(quantity) && quantity >= 1 && quantity <= 100_000)) at('quantity', d.quantityInvalid);
        if (!b.groupNo) at('groupNo', d.locationRequired);
        if (b.location.trim().length < 2) at('location', d.locationTextRequired);
      });
      return errors;
    },
    answers: (v) =>
      v.boards.map((b, i) => {
        const type = typeOf(b.adType);
        const parts = [
          type?.label ?? '',
          (!type || type.needsSize) && `${b.width} × ${b.height} m, ${d.sidesShort(Number(b.sides))}`,
          type?.needsWeeks && d.weeksShort(Number(b.weeks)),
          Number(b.quantity) > 1 && `× ${b.quantity}`,
          b.groupNo && d.locationName(Number(b.groupNo)),
          b.location,
        ];
        return [d.boardNo(i + 1), parts.filter(Boolean).join(' · ')] as [string, string];
      }),
  };
}

const maxDays = (period: string) => (period === 'ANNUAL' ? 366 : 31);

function venueStep<V extends EntertainmentValues>(
  a: AddressTexts['address'],
  g: BusinessTexts['entertainment'],
  venueTypes: VenueType[],
): StepBody<V> {
  const groups = [1, 2, 3].map((n) => ({ value: String(n), label: g.groupName(n) }));
  const periods = Object.entries(g.periods).map(([value, label]) => ({ value, label }));
  const ticketed = (code: string) => venueTypes.find((o) => o.value === code)?.ticketed ?? false;
  return {
    render: ({ values, set, errors }) => (
      <>
        <SelectField
          label={g.venueType}
          name="venueType"
          required
          emptyLabel={a.choose}
          options={venueTypes}
          value={values.venueType}
          onChange={set('venueType')}
          error={errors.venueType}
        />
        <SelectField
          label={g.group}
          name="groupNo"
          required
          emptyLabel={a.choose}
          options={groups}
          value={values.groupNo}
          onChange={set('groupNo')}
          error={errors.groupNo}
        />
        <SelectField
          label={g.period}
          name="period"
          required
          options={periods}
          value={values.period}
          onChange={set('period')}
        />
        <InputField
          type="date"
          label={g.startDate}
          name="startedOn"
          required
          hint={g.startHint}
          value={values.startedOn}
          onChange={set('startedOn')}
          error={errors.startedOn}
        />
        <NumberField
          whole
          label={g.days}
          name="days"
          required
          hint={g.daysHint(maxDays(values.period))}
          value={values.days}
          onChange={set('days')}
          error={errors.days}
        />
        {ticketed(values.venueType) && (
          <NumberField
            label={g.ticketRevenue}
            name="ticketRevenue"
            required
            hint={g.ticketHint}
            value={values.ticketRevenue}
            onChange={set('ticketRevenue')}
            error={errors.ticketRevenue}
          />
        )}
      </>
    ),
    check: (v) => {
      const days = Number(v.days);
      const revenue = parseDecimal(v.ticketRevenue);
      return {
        venueType: v.venueType ? undefined : g.venueRequired,
        groupNo: v.groupNo ? undefined : g.groupRequired,
        startedOn: v.startedOn ? undefined : g.startRequired,
        days:
          Number.isInteger(days) && days >= 1 && days <= maxDays(v.period)
            ? undefined
            : g.daysInvalid(maxDays(v.period)),
        ticketRevenue: ticketed(v.venueType) && !(revenue >= 0) ? g.revenueInvalid : undefined,
      };
    },
    answers: (v) => [
      [g.venueType, labelOf(venueTypes, v.venueType)],
      [g.group, v.groupNo && g.groupName(Number(v.groupNo))],
      [g.period, g.periods[v.period as keyof typeof g.periods] ?? ''],
      [g.startDate, dateTr(v.startedOn)],
      [g.days, v.days],
      ...(ticketed(v.venueType) ? [[g.ticketRevenue, `${v.ticketRevenue} ₺`] as [string, string]] : []),
    ],
  };
}
