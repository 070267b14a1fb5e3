import { WelcomeFeatures } from './WelcomeFeatures';
import { WelcomeHero } from './WelcomeHero';
import { WelcomeProduct } from './WelcomeProduct';

/** `/`: the welcome page. */
export function WelcomePage() {
  return (
    <>
      <WelcomeHero />
      <WelcomeFeatures />
      <WelcomeProduct />
    </>
  );
}
