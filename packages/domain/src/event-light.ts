import type { Readiness } from './exam-readiness.ts';

// The traffic light of an event or a tournament (spec 01 §7 traffic_light_event, traffic_light_tournament; the spec
// does not define them, docs/decisions.md 'Issue 27 — the event and tournament traffic lights'): for each active
// student of the doyang, whether they are inscribed and have paid. Green: inscribed and paid in full. Yellow:
// inscribed with something still due (nothing paid, or fewer installments than the event's number of partialities).
// Red: not inscribed. Black: cannot take part (the event admits only some degrees and the student's is not one of them).

export type EventLightKind = 'event' | 'tournament';

export type EventLightStudent = {
  /** A prospect of the event or tournament. */
  inscribed: boolean;
  /** A line of the event paid whole (not an installment), receipt not cancelled nor reversed. */
  paid_whole: boolean;
  /** Installments paid (receipts not cancelled nor reversed). */
  installments_paid: number;
  /** The event's number of partialities (1 when it is paid at once). */
  installments: number;
  /** The event admits the student's degree (an event without degrees listed admits every degree). */
  degree_allowed: boolean;
};

const WHERE: Record<EventLightKind, string> = { event: 'el evento', tournament: 'el torneo' };

/** The student's colour for the event or tournament and the one reason behind it. */
export function eventLight(kind: EventLightKind, s: EventLightStudent): Readiness {
  if (s.inscribed) {
    const installments = Math.max(1, s.installments);
    if (s.paid_whole || s.installments_paid >= installments) {
      return { colour: 'verde', reasons: [{ colour: 'verde', text: 'Inscrito y pagado' }] };
    }
    const text =
      s.installments_paid === 0
        ? 'Inscrito sin pago'
        : `Inscrito con adeudo: ${s.installments_paid} de ${installments} parcialidades pagadas`;
    return { colour: 'amarillo', reasons: [{ colour: 'amarillo', text }] };
  }
  if (!s.degree_allowed) {
    return { colour: 'negro', reasons: [{ colour: 'negro', text: `Su grado no participa en ${WHERE[kind]}` }] };
  }
  return { colour: 'rojo', reasons: [{ colour: 'rojo', text: 'No inscrito' }] };
}
