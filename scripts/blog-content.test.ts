/**
 * The blog's articles against the catalog a fresh deployment starts with. Here in scripts/ (build
 * tooling, like the prerender) because it reads both the web app's content and the API's seed data,
 * which the apps themselves may not import from each other.
 */
import { describe, expect, it } from 'vitest';
import { categories } from '../apps/api/src/modules/catalog/seed/data/catalog';
import { articleBodies, type Block } from '../apps/web/src/content/blog-articles';
import { articles } from '../apps/web/src/content/blog';
import { blogSlugs } from '../apps/web/src/content/blog-slugs';

const words = (blocks: readonly Block[]) =>
  blocks
    .flatMap((block) => (typeof block === 'string' ? [block] : 'heading' in block ? [block.heading] : block.list.flat()))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('blog articles', () => {
  it('each has a unique slug, one of the router’s, and every slug has an article', () => {
    const slugs = articles.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect([...slugs].sort()).toEqual([...blogSlugs].sort());
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('each has a title, a summary fit for a meta description, a date and a text of 250 to 450 words', () => {
    for (const article of articles) {
      expect(article.title.trim(), article.slug).not.toBe('');
      expect(article.summary.length, article.slug).toBeGreaterThan(40);
      expect(article.summary.length, article.slug).toBeLessThanOrEqual(160);
      expect(article.date, article.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(words(articleBodies[article.slug]), article.slug).toBeGreaterThanOrEqual(250);
      expect(words(articleBodies[article.slug]), article.slug).toBeLessThanOrEqual(450);
    }
    expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);
  });

  it('each books a category the seeded catalog has, and they are listed newest first', () => {
    const seeded = new Set(categories.map((c) => c.slug));
    for (const article of articles) {
      expect(seeded, `${article.slug} books ${article.booking.category}`).toContain(article.booking.category);
      expect(article.booking.label.trim()).not.toBe('');
    }
    const dates = articles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('/blog has one latest post and every article in one of its sections', () => {
    expect(articles.filter((a) => a.section === 'latest')).toHaveLength(1);
    expect(articles[0]!.section).toBe('latest');
  });
});
