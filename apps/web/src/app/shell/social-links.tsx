import { webHref } from '#src/lib/contact-links.ts';
import { useT } from '#src/lib/i18n.tsx';
import { useStore } from '#src/lib/store-context.tsx';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from '#src/ui/social-icons.tsx';

/** The store's social profiles; a network without an http(s) link is left out. */
export function SocialLinks() {
  const t = useT();
  const { config } = useStore();
  const links = [
    { href: webHref(config.facebookUrl), label: 'Facebook', Icon: FacebookIcon },
    { href: webHref(config.xurl), label: 'X', Icon: XIcon },
    { href: webHref(config.linkedInUrl), label: 'LinkedIn', Icon: LinkedInIcon },
    { href: webHref(config.instagramUrl), label: 'Instagram', Icon: InstagramIcon },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href));
  if (links.length === 0) return null;
  return (
    <ul className="social-links" aria-label={t('shell.followUs')}>
      {links.map(({ href, label, Icon }) => (
        <li key={label}>
          <a className="icon-button" href={href} aria-label={label} target="_blank" rel="noopener noreferrer">
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
