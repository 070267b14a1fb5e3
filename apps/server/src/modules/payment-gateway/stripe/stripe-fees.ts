/** The platform's application fee on each direct charge (0.2%, spec 3's fee table): the domain's rule. */
export { APPLICATION_FEE_BASIS_POINTS, applicationFeeOf } from '@fairplay/domain';
