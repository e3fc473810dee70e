"""Scripted sessions of the twelfth corpus (part i): cargo features and wasm-pack (Chinese), Tailwind 4 with PostCSS
and Dart Sass in Vite."""
from __future__ import annotations

from tests.truth.corpus_builder import Sources

GETRANDOM = """Exit code 1
[INFO]: 🎯  Checking for the Wasm target...
[INFO]: 🌀  Compiling to Wasm...
   Compiling getrandom v0.2.15
error: the wasm*-unknown-unknown targets are not supported by default, you may need to enable the "js" feature. For more information see: https://docs.rs/getrandom/#webassembly-support
   --> /home/wei/.cargo/registry/src/index.crates.io-6f17d22bba15001f/getrandom-0.2.15/src/lib.rs:342:9
    |
342 | /         compile_error!("the wasm*-unknown-unknown targets are not supported by \\
343 | |                         default, you may need to enable the \\"js\\" feature. \\
344 | |                         For more information see: \\
345 | |                         https://docs.rs/getrandom/#webassembly-support");
    | |________________________________________________________________________^

error: could not compile `getrandom` (lib) due to 1 previous error
Error: Compiling your crate to WebAssembly failed"""


def wasm() -> tuple[str, str, str, list]:
    return ("/home/wei/imgcore", "2026-12-08T09:00:00Z", "wasm", [
        ("user", "把 imgcore 编译成 wasm,用 wasm-pack build --target web。另外 CI 里 --no-default-features 那一项一直是红的,也看一下"),
        ("bash", "wasm-pack build --target web", "Exit code 1\n[INFO]: 🎯  Checking for the Wasm target...\nError: "
         "wasm32-unknown-unknown target not found in sysroot: \"/home/wei/.rustup/toolchains/stable-x86_64-unknown-"
         "linux-gnu\"\n\nUsed rustc from the following path: \"/home/wei/.cargo/bin/rustc\"\nIt looks like Rustup is "
         "being used.\n\nTo resolve this, run: rustup target add wasm32-unknown-unknown", True),
        ("bash", "rustup target add wasm32-unknown-unknown", "info: downloading component 'rust-std' for "
         "'wasm32-unknown-unknown'\ninfo: installing component 'rust-std' for 'wasm32-unknown-unknown'", False),
        ("bash", "wasm-pack build --target web", GETRANDOM, True),
        ("bash", "cargo tree -i getrandom --target wasm32-unknown-unknown | head -n 4", "getrandom v0.2.15\n└── "
         "rand_core v0.6.4\n    └── rand v0.8.5\n        └── imgcore v0.3.0 (/home/wei/imgcore)", False),
        ("edit", "/home/wei/imgcore/Cargo.toml", "[dev-dependencies]\n",
         "[target.'cfg(target_arch = \"wasm32\")'.dependencies]\ngetrandom = { version = \"0.2\", features = "
         "[\"js\"] }\n\n[dev-dependencies]\n"),
        ("bash", "wasm-pack build --target web 2>&1 | tail -n 3", "[INFO]: ⬇️  Installing wasm-bindgen...\n[INFO]: "
         "✨   Done in 21.48s\n[INFO]: 📦   Your wasm pkg is ready to publish at /home/wei/imgcore/pkg.", False),
        ("bash", "cargo check --no-default-features", "Exit code 101\n    Checking imgcore v0.3.0 (/home/wei/imgcore)\n"
         "error[E0433]: failed to resolve: use of undeclared crate or module `rayon`\n --> src/filters.rs:3:5\n  |\n3 | "
         "use rayon::prelude::*;\n  |     ^^^^^ use of undeclared crate or module `rayon`\n\nerror: could not compile "
         "`imgcore` (lib) due to 1 previous error", True),
        ("say", "rayon 是可选依赖(`parallel` feature),但 filters.rs 无条件地 `use rayon`。用 cfg 把并行版本包起来。"),
        ("edit", "/home/wei/imgcore/src/filters.rs", "use rayon::prelude::*;\n\npub fn blur_rows(",
         "#[cfg(feature = \"parallel\")]\nuse rayon::prelude::*;\n\n#[cfg(feature = \"parallel\")]\npub fn blur_rows("),
        ("bash", "cargo check --no-default-features", "Exit code 101\nerror[E0425]: cannot find function `blur_rows` in "
         "module `filters`\n  --> src/lib.rs:41:18\n   |\n41 |         filters::blur_rows(&mut img, radius);\n   |      "
         "            ^^^^^^^^^ not found in `filters`", True),
        ("edit", "/home/wei/imgcore/src/lib.rs", "        filters::blur_rows(&mut img, radius);",
         "        #[cfg(feature = \"parallel\")]\n        filters::blur_rows(&mut img, radius);\n        "
         "#[cfg(not(feature = \"parallel\"))]\n        filters::blur_rows_serial(&mut img, radius);"),
        ("bash", "cargo check --no-default-features && cargo check --all-features && cargo test -q 2>&1 | tail -n 2",
         "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.92s\n    Finished `dev` profile "
         "[unoptimized + debuginfo] target(s) in 2.40s\n\ntest result: ok. 23 passed; 0 failed; 0 ignored; 0 "
         "measured; 0 filtered out; finished in 0.41s", False),
        ("bash", "ls -la pkg/imgcore_bg.wasm", "-rw-r--r-- 1 wei wei 1987342 Dec  8 09:14 pkg/imgcore_bg.wasm", False),
        ("say", "wasm 有 1.9 MB。可以在 Cargo.toml 里给 wasm-pack 配 `wasm-opt = ['-Oz']` 来压缩。"),
        ("edit", "/home/wei/imgcore/Cargo.toml", "[profile.release]\n",
         "[package.metadata.wasm-pack.profile.release]\nwasm-opt = ['-Oz']\n\n[profile.release]\n"),
        ("say", "已加上 wasm-opt 配置,下次 `wasm-pack build --release` 时会生效。"),
    ])


TW_ERR = """Exit code 1
vite v6.0.3 building for production...
✓ 3 modules transformed.
x Build failed in 312ms
error during build:
[vite:css] [postcss] It looks like you're trying to use `tailwindcss` directly as a PostCSS plugin. The PostCSS plugin has moved to a separate package, so to continue using Tailwind CSS with PostCSS you'll need to install `@tailwindcss/postcss` and update your PostCSS configuration.
file: /home/olu/landing/src/index.css:undefined:NaN"""


def tailwind() -> tuple[str, str, str, list]:
    return ("/home/olu/landing", "2026-12-08T11:00:00Z", "tw4", [
        ("user", "bumped tailwindcss to 4.0 and the build broke. also the sass deprecation spam in the console is "
         "driving me nuts"),
        ("bash", "npx vite build", TW_ERR, True),
        ("bash", "npm i -D @tailwindcss/postcss@4.0.0 && npm rm autoprefixer", "added 14 packages, and audited 212 "
         "packages in 4s\nremoved 3 packages, and audited 209 packages in 1s", False),
        ("edit", "/home/olu/landing/postcss.config.js", "    tailwindcss: {},\n    autoprefixer: {},",
         "    '@tailwindcss/postcss': {},"),
        ("bash", "npx vite build 2>&1 | tail -n 12", "Deprecation Warning [legacy-js-api]: The legacy JS API is "
         "deprecated and will be removed in Dart Sass 2.0.0.\n\nMore info: https://sass-lang.com/d/legacy-js-api\n\n"
         "Deprecation Warning [import]: Sass @import rules are deprecated and will be removed in Dart Sass 3.0.0.\n\n"
         "  ╷\n1 │ @import 'tokens';\n  │         ^^^^^^^^\n  ╵\n    src/styles/cards.scss 1:9  root stylesheet\n"
         "dist/assets/index-B2f9aQ1x.css    3.12 kB │ gzip:  1.04 kB\n✓ built in 1.18s", False),
        ("user", "it builds but the page has no styles at all now"),
        ("bash", "head -n 3 src/index.css", "@tailwind base;\n@tailwind components;\n@tailwind utilities;", False),
        ("say", "Tailwind 4 no longer processes the `@tailwind` directives; the entry CSS needs a single CSS "
         "import of tailwindcss instead. That's why the CSS is only 3.12 kB."),
        ("edit", "/home/olu/landing/src/index.css", "@tailwind base;\n@tailwind components;\n@tailwind utilities;",
         "@import \"tailwindcss\";"),
        ("edit", "/home/olu/landing/vite.config.ts", "  plugins: [react()],\n",
         "  plugins: [react()],\n  css: { preprocessorOptions: { scss: { api: 'modern-compiler' } } },\n"),
        ("bash", "npx vite build 2>&1 | grep -E 'Deprecation|index-.*css|built'", "Deprecation Warning [import]: Sass "
         "@import rules are deprecated and will be removed in Dart Sass 3.0.0.\ndist/assets/index-Dk81LmQe.css   "
         "28.40 kB │ gzip:  6.71 kB\n✓ built in 1.42s", False),
        ("user", "styles are back 👍 and way less noise"),
        ("say", "The legacy-js-api warning is gone with the modern compiler. The remaining [import] warning needs "
         "cards.scss to move from `@import 'tokens'` to `@use 'tokens' as *`; want me to do that migration?"),
        ("user", "later, not now"),
    ])


def sources() -> Sources:
    return {"s21-cargo-wasm": wasm(), "s22-tailwind-sass": tailwind()}
