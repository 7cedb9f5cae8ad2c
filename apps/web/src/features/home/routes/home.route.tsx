import '#src/features/home/components/home.css';
import { HomeCategories } from '#src/features/home/components/home-categories.tsx';
import { HomeHero } from '#src/features/home/components/home-hero.tsx';

/** Home (spec §2). For now the hero and Shop by Category; the catalogue issue adds the other sections. */
export default function HomeRoute() {
  return (
    <>
      <HomeHero />
      <HomeCategories />
    </>
  );
}
