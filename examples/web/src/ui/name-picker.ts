// The picker of a face-down conspiracy's names (CR 702.106a hidden agenda: one name; 702.106f double
// agenda: two different names): one searchable field per name over every card name the engine accepts,
// submitted as one `nameCard` action. The engine decides: a name it refuses comes back as its error.
import type { NamingOffer } from '../protocol.js';
import { h } from './dom.js';

/**
 * The name `text` means among `names`: the name as written, else the one it writes ignoring case and
 * surrounding spaces; else `text` trimmed, for the engine to refuse.
 */
export function spelledAsOffered(text: string, names: readonly string[]): string {
  const trimmed = text.trim();
  if (names.includes(trimmed)) return trimmed;
  const key = trimmed.toLowerCase();
  return names.find((name) => name.toLowerCase() === key) ?? trimmed;
}

/** The picker: `onName` gets the names chosen, as many as the conspiracy needs, in order. */
export function namePicker(offer: NamingOffer, onName: (names: string[]) => void): HTMLElement {
  const list = h('datalist', { id: 'nameable-cards', 'data-testid': 'nameable-cards' }, offer.names.map((name) => h('option', { value: name })));
  const fields = Array.from({ length: offer.count }, (_, i) => h('input', {
    type: 'search',
    list: 'nameable-cards',
    required: true,
    autocomplete: 'off',
    placeholder: `search ${offer.names.length} card names`,
    'data-testid': 'name-input',
    'data-slot': i,
  }));
  const ordinal = (i: number): string => (offer.count === 1 ? 'Card name' : `${['First', 'Second'][i] ?? `Name ${i + 1}`} card name`);
  const form = h('form', { className: 'name-picker', 'data-testid': 'name-picker' },
    h('h4', {}, offer.count === 1 ? 'Name a card in secret (CR 702.106a)' : `Name ${offer.count === 2 ? 'two' : offer.count} different cards in secret (CR 702.106f)`),
    list,
    fields.map((field, i) => h('label', {}, `${ordinal(i)} `, field)),
    h('button', { type: 'submit', className: 'primary', 'data-testid': 'name-submit' }, offer.count === 1 ? 'Name this card' : 'Name these cards'));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    onName(fields.map((field) => spelledAsOffered(field.value, offer.names)));
  });
  return form;
}
