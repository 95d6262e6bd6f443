import { Card } from '../../../components/card';
import { testimonials } from '../../../content/home-more';

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="testimonials-title" className="text-2xl font-bold text-slate-900">
          {testimonials.title}
        </h2>
        <ul className="mt-6 flex snap-x gap-4 overflow-x-auto pb-2 md:grid md:grid-cols-4 md:overflow-visible">
          {testimonials.items.map((item) => (
            <Card as="li" key={item.name} padding="lg" className="w-72 shrink-0 snap-start md:w-auto">
              <figure>
                <blockquote className="text-sm text-slate-700">“{item.text}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="block font-bold text-slate-900">{item.name}</span>
                  <span className="text-slate-600">
                    {item.car} · {item.place}
                  </span>
                </figcaption>
              </figure>
            </Card>
          ))}
        </ul>
      </div>
    </section>
  );
}
