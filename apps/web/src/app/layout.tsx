import { Link, Outlet } from 'react-router';

export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Link to="/" className="text-xl font-extrabold tracking-tight text-brand-600">
            CarSeva
          </Link>
        </nav>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-slate-50 py-6 text-center text-sm text-slate-600">
        © {new Date().getFullYear()} CarSeva
      </footer>
    </div>
  );
}
