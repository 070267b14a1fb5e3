export { RuleFormPage } from './components/RuleFormPage';
/** For the court sheet: the rules panel, the renewal banner, the rule bands and the links to the rule form. */
export { RulesPanel } from './components/RulesPanel';
export { RenewalBanner } from './components/RenewalBanner';
export { RuleBands, type RuleBand } from './components/RuleBands';
export { ruleLink } from './model/rule-form';
