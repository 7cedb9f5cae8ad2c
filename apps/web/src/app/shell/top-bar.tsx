import { LanguageSwitch } from '#src/ui/language-switch.tsx';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useT } from '#src/lib/i18n.tsx';
import { useStore } from '#src/lib/store-context.tsx';
import { AccountLink } from '#src/app/shell/account-link.tsx';
import { CartLink } from '#src/app/shell/cart-link.tsx';
import { DarkModeToggle } from '#src/app/shell/dark-mode-toggle.tsx';
import { SearchBox } from '#src/app/shell/search-box.tsx';

function StoreBrand() {
  const t = useT();
  const { lookup, config } = useStore();
  const logo = config.logoPath ?? lookup.store.logoPath ?? lookup.logoPath;
  return (
    <Link to="/" className="brand" aria-label={t('shell.storeHome', { store: lookup.store.name })}>
      {logo ? <img className="brand__logo" src={logo} alt="" width="40" height="40" /> : null}
      <span className={logo ? 'brand__name brand__name--hide-small' : 'brand__name'}>{lookup.store.name}</span>
    </Link>
  );
}

/**
 * Top bar of spec §2: logo and name, search, the language, dark mode, cart and account, at every width. On a
 * phone the search box takes a row of its own under the rest, as wide as the screen.
 */
export function TopBar() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // On the results page the box shows the current query; remounting on a new query resets the text.
  const query = pathname === '/search' ? (params.get('query') ?? '') : '';
  return (
    <header className="top-bar">
      <div className="top-bar__inner container">
        <StoreBrand />
        <SearchBox key={query} initialQuery={query} />
        <div className="top-bar__actions">
          <LanguageSwitch />
          <DarkModeToggle />
          <CartLink className="icon-button" />
          <AccountLink className="icon-button" />
        </div>
      </div>
    </header>
  );
}
