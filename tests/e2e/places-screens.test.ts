import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addPlacesThroughApi,
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  type Viewport,
} from "./support.ts";

const browser = browserPerFile();
let photoDataUrl: string;
beforeAll(async () => {
  const photo = await sharp({
    create: { width: 1200, height: 750, channels: 3, background: "#4f8fbf" },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="750"><rect y="450" width="1200" height="300" fill="#3f7d4e"/><circle cx="900" cy="200" r="90" fill="#fde68a"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
  photoDataUrl = `data:image/jpeg;base64,${photo.toString("base64")}`;
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "place screens at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it("render every state without errors or sideways scrolling", async () => {
        const { page, errors } = await browser.openPage({
          viewport,
          colorScheme,
          name: "Ada Lovelace",
        });
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        await page.goto("/");
        await page.getByText("No places yet").waitFor();
        await shot("home-empty", true);

        const [withPhoto, withoutPhoto] = await addPlacesThroughApi(page, [
          {
            name: "Durdle Door",
            address: "Lulworth, Dorset",
            category: "Outdoors & Nature",
            mood: "Adventurous",
            notes: "Beautiful views, Perfect for photos. Go early before the car park fills.",
          },
          {
            name: "Tate Modern",
            address: "Bankside, London",
            category: "Arts & Culture",
            // Placed at London by an import: the page says the location is approximate.
            latitude: 51.50853,
            longitude: -0.12574,
            locationApproximate: true,
          },
          { name: "The Shambles", address: "York", category: "History & Heritage", visited: true },
          { name: "Borough Market", category: "Food & Drink", mood: "Excited" },
        ]);
        await page.evaluate(
          async ({ id, photoUrl }) => {
            const { csrfToken } = await (await fetch("/api/csrf-token")).json();
            await fetch(`/api/places/${id}`, {
              method: "PATCH",
              headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
              body: JSON.stringify({ photoUrl }),
            });
          },
          { id: withPhoto, photoUrl: photoDataUrl },
        );
        await page.reload();
        await page.getByTestId("place-card").first().waitFor();
        await shot("home-places", true);

        await page.getByRole("button", { name: "Search places" }).click();
        await page.getByRole("searchbox").fill("london");
        await page.getByText('1 place found for "london"').waitFor();
        await shot("home-searching");
        await page.getByRole("button", { name: "Close search" }).click();

        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog", { name: "UK Adventures" }).waitFor();
        await shot("menu-drawer");
        await page.keyboard.press("Escape");

        await page.getByRole("button", { name: "Add Place" }).click();
        const form = page.getByRole("dialog", { name: "Add New Place" });
        await form.getByLabel("Place Name").fill("Kew Gardens");
        await form.getByText("Suggested from the name").waitFor();
        await shot("add-place");
        await page.keyboard.press("Escape");

        await page.goto(`/place/${withPhoto}`);
        await page
          .getByRole("main")
          .getByRole("img", { name: "Durdle Door" })
          .evaluate((img: HTMLImageElement) => img.decode());
        await shot("place-detail", true);

        await page.getByRole("button", { name: "Edit" }).click();
        await page.getByRole("dialog", { name: "Edit Entry" }).waitFor();
        await shot("edit-place");
        await page.keyboard.press("Escape");

        await page.getByLabel("Visited").click();
        await page.getByRole("dialog", { name: "Mark as Visited" }).waitFor();
        await shot("mark-visited");
        await page.getByRole("button", { name: "Mark as Visited" }).click();
        await page.getByRole("dialog", { name: "Discovery Complete!" }).waitFor();
        // The confetti held mid-fall, 700 ms in, so the picture is the same every time.
        await page.evaluate(() => {
          for (const animation of document.getAnimations()) {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            if (!target?.classList.contains("confetti-piece")) continue;
            animation.pause();
            animation.currentTime = 700;
          }
        });
        await shot("celebration");
        await page.getByRole("button", { name: "Keep exploring" }).click();

        await page.getByRole("button", { name: "Delete" }).click();
        await page.getByRole("alertdialog", { name: "Delete Place" }).waitFor();
        await shot("delete-place");
        await page.keyboard.press("Escape");

        await page.goto(`/place/${withoutPhoto}`);
        await page
          .getByText(
            "Approximate location: found from the town or postcode in its name or address.",
          )
          .waitFor();
        await page
          .getByRole("region", { name: "Map of where Tate Modern is" })
          .getByRole("img", { name: "Map of where Tate Modern is" })
          .waitFor();
        await shot("place-detail-approximate", true);
        await page.getByRole("button", { name: "Delete" }).click();
        await page
          .getByRole("alertdialog", { name: "Delete Place" })
          .getByText("Delete Tate Modern? You can undo it for a few seconds afterwards.")
          .waitFor();
        await shot("delete-place-no-photo");

        await page.goto("/place/999999");
        await page.getByText("Place not found").waitFor();
        await shot("place-not-found");

        expect(errors).toEqual([]);
      });
    },
  );
});
