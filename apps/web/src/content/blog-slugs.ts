/**
 * The address of each blog article, /blog/{slug}. Only this list is in the router (the app's first
 * chunk): each article is a route of its own, so the server's route list names every article and
 * answers 404 for any other /blog/ path. content/blog.ts describes each one, blog-articles.ts holds its text.
 */
export const blogSlugs = [
  'how-often-to-service-your-car',
  'monsoon-car-care-checklist',
  'why-your-car-ac-smells',
  'petrol-diesel-cng-service-needs',
  'servicing-an-electric-car',
] as const;

export type BlogSlug = (typeof blogSlugs)[number];
