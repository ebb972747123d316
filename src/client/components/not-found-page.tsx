import { Compass } from "lucide-react";
import { Link } from "react-router";
import { Button } from "./ui/button.tsx";
import { Card } from "./ui/card.tsx";

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4">
      <Card className="w-full max-w-md p-8 text-center">
        <Compass className="mx-auto size-12 text-primary" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">404 Page Not Found</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Did you forget to add the page to the router?
        </p>
        <Button asChild className="mt-6">
          <Link to="/">Back to home</Link>
        </Button>
      </Card>
    </main>
  );
}
