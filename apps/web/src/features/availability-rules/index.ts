export { RuleFormPage } from './components/RuleFormPage';
/** For the court sheet: the rules panel, the renewal banner, the rule bands and the links to the rule form. */
export { RulesPanel } from './components/RulesPanel';
export { RenewalBanner } from './components/RenewalBanner';
export { RuleBands, type RuleBand } from './components/RuleBands';
export { ruleLink } from './model/rule-form';
/** For the coach availability form: the same who-can-book setting and filters as a rule. */
export { WhoCanBookFields } from './components/WhoCanBookFields';
export { RuleFiltersFields } from './components/RuleFiltersFields';
export {
  filtersOf,
  filterValuesOf,
  whoCanBookOf,
  whoValuesOf,
  type FilterValues,
  type WhoValues,
} from './model/who-can-book';
