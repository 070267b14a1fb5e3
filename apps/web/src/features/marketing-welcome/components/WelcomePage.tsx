import { WelcomeFeatures } from './WelcomeFeatures';
import { WelcomeHero } from './WelcomeHero';

/** `/`: the welcome page. */
export function WelcomePage() {
  return (
    <>
      <WelcomeHero />
      <WelcomeFeatures />
    </>
  );
}
