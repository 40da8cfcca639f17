import { ACTIONS, hasPermission, MENU, visibleMenu } from '@doyang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The menu and the action flags each demo role gets, frozen before the resource registry (issue 9) derives them:
// the registry must reproduce this snapshot exactly.
const DEMO = ['director', 'tecnico', 'administrativa', 'profesor', 'kyosa', 'alumno'] as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, 5);
});
afterAll(() => t?.close());

describe('menu per demo role', () => {
  it('shows the same sections, items and flags as before', async () => {
    const seen: Record<string, unknown> = {};
    for (const who of DEMO) {
      const token = await t.login(`${who}@demo.mx`);
      const user = (await t.call('POST', '/api/me', token)).json();
      const doyang = user.doyangs_as_responsible[0]?.id ?? user.doyangs_as_personal[0]?.id ?? null;
      const menu = (selected: number | null) =>
        visibleMenu(user, selected).map((s) => `${s.title}: ${s.items.map((i) => `${i.label} ${i.to}`).join(' | ')}`);
      const flags = Object.fromEntries(
        MENU.flatMap((s) => s.items)
          .filter((i) => i.permission)
          .map((i) => [i.to, ACTIONS.filter((a) => hasPermission(user.permissions, i.permission ?? '', a)).join(',')]),
      );
      seen[who] = { withoutDoyang: menu(null), withOwnDoyang: menu(doyang), flags };
    }
    expect(seen).toMatchSnapshot();
  });
});
