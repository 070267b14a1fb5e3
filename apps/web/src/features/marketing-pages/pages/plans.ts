/** The named plans of spec 3 (reading b): list price, discounted price, and what each includes. */
export interface PlanOffer {
  key: string;
  name: string;
  price: number;
  discounted: number;
  summary: string;
  features: string[];
}

export const PLANS: PlanOffer[] = [
  {
    key: 'courtandlessonproviderplan',
    name: 'Ace',
    price: 239,
    discounted: 199,
    summary: 'For clubs with up to 12 courts or bays.',
    features: [
      'Up to 12 bookable courts',
      'Full access to every module',
      'Unlimited staff and members',
      '50,000 marketing emails each month, then $1 per additional 1,000',
    ],
  },
  {
    key: 'enterprisecourtandlessonproviderplan',
    name: 'Grand Slam',
    price: 349,
    discounted: 299,
    summary: 'For multi-site clubs and busy facilities.',
    features: [
      'Unlimited courts',
      'Unlimited marketing emails',
      'Full access to every module',
      'Unlimited staff and members',
    ],
  },
];

export const LESSON_PROVIDER_PLAN = 'lessonproviderplan';
export const PLAN_KEYS = [...PLANS.map((plan) => plan.key), LESSON_PROVIDER_PLAN];
