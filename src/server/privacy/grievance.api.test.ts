import { describe, expect, it } from 'vitest';
import { forEachApp } from '../../../tests/support/test-app.js';

forEachApp(
  (getApp) => {
    describe('GET /api/grievance-contact', () => {
      it('names the grievance officer the deployment configures', async () => {
        const response = await getApp().app.inject({
          method: 'GET',
          url: '/api/grievance-contact',
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          name: 'Asha Nair, Grievance Officer',
          email: 'grievance@bank.example',
        });
      });
    });
  },
  {
    env: {
      GRIEVANCE_NAME: 'Asha Nair, Grievance Officer',
      GRIEVANCE_EMAIL: 'grievance@bank.example',
    },
  },
);
