"""Cases of the thirty-seventh tracking corpus (see tracking37_cases.py for the labelling rules): cosign's keyless
verify without an identity, Astro's on-demand pages with no adapter, and auditwheel repair with too-recent glibc
symbols."""
from __future__ import annotations

from tests.truth.tracking37_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# --- cosign keyless verify without an identity ------------------------------------------------------------------

COSIGN_NOID = ("Error: --certificate-identity or --certificate-identity-regexp is required for verification in "
               "keyless mode\nmain.go:74: error during command execution: --certificate-identity or "
               "--certificate-identity-regexp is required for verification in keyless mode")
ISSUER = "https://token.actions.githubusercontent.com"


def verified(image: str, digest: str) -> str:
    return (f"\nVerification for {image} --\nThe following checks were performed on each of these signatures:\n"
            "  - The cosign claims were validated\n  - Existence of the claims in the transparency log was verified "
            "offline\n  - The code-signing certificate was verified using trusted certificate authority certificates\n"
            f"\n[{{\"critical\":{{\"identity\":{{\"docker-reference\":\"{image.split(':')[0]}\"}},\"image\":"
            f"{{\"docker-manifest-digest\":\"sha256:{digest}\"}},\"type\":\"cosign container image signature\"}}}}]")


def cosign() -> None:
    T.source(
        "s-cosign-identity", "/Users/lena/platform/release-tools", "2026-04-16T12:00:00Z", "main",
        user("check that ghcr.io/acme/api:1.14.0 is signed by our release workflow before I promote it"),
        err("cosign verify ghcr.io/acme/api:1.14.0", COSIGN_NOID),
        say("cosign 2 won't do a keyless verify without saying whose signature is expected. The release workflow "
            "signs with GitHub's OIDC token, so the identity is the workflow ref and the issuer is GitHub Actions."),
        ok("cosign verify ghcr.io/acme/api:1.14.0 --certificate-identity=https://github.com/acme/api/.github/"
           f"workflows/release.yml@refs/tags/v1.14.0 --certificate-oidc-issuer={ISSUER}",
           verified("ghcr.io/acme/api:1.14.0", "4f1c9e02a7d35b18c6e0f2a94d7b31e85c0a6f29d1e4b7c3a8f05d6e2b19c7a4")),
    )
    T.lesson(
        "t37-cosign-identity", "project", "en", "s-cosign-identity", "security",
        "cosign 2 keyless verify needs the expected identity and OIDC issuer",
        "`cosign verify <image>` fails at once with `--certificate-identity or --certificate-identity-regexp is "
        "required for verification in keyless mode`.",
        "Older docs and scripts show a bare `cosign verify image`; in cosign 2 that no longer verifies anything.",
        "Keyless signatures are only meaningful against an expected signer, so cosign 2 requires the certificate "
        "identity and the OIDC issuer to be named.",
        "Name both: `--certificate-identity=<workflow ref>` (or `--certificate-identity-regexp`) and "
        "`--certificate-oidc-issuer=https://token.actions.githubusercontent.com` (or `--certificate-oidc-issuer-regexp`); "
        "the same flags apply to verify-attestation and verify-blob.",
        ["`--certificate-identity or --certificate-identity-regexp is required for verification in keyless mode`",
         "`--certificate-oidc-issuer=https://token.actions.githubusercontent.com`",
         "`The cosign claims were validated`"],
    )

    T.later(
        "l-cosign-regexp-loop", "/Users/lena/platform/release-tools", "2026-04-23T09:30:00Z", "main",
        user("verify all three images of the 2026.04 release train"),
        ok("for img in api:1.15.0 worker:2.1.0 web:3.0.2; do cosign verify ghcr.io/acme/$img "
           "--certificate-identity-regexp '^https://github.com/acme/[a-z]+/.github/workflows/release.yml@refs/tags/v' "
           f"--certificate-oidc-issuer {ISSUER} >/dev/null && echo \"$img ok\"; done",
           "\nVerification for ghcr.io/acme/api:1.15.0 --\nVerification for ghcr.io/acme/worker:2.1.0 --\n"
           "Verification for ghcr.io/acme/web:3.0.2 --\napi:1.15.0 ok\nworker:2.1.0 ok\nweb:3.0.2 ok"),
    )
    T.pair("t37-cosign-identity", "l-cosign-regexp-loop", "applied",
           "each verify names --certificate-identity-regexp and the issuer, and all pass")

    T.later(
        "l-cosign-make-verify", "/Users/lena/platform/release-tools", "2026-04-30T14:15:00Z", "chore/verify-target",
        user("add a make verify IMAGE=... target and run it on api:1.15.1"),
        edit("/Users/lena/platform/release-tools/Makefile", "promote:\n",
             "verify:\n\tcosign verify $(IMAGE) --certificate-identity-regexp '$(IDENTITY_RE)' "
             f"--certificate-oidc-issuer {ISSUER}\n\npromote:\n"),
        ok("make verify IMAGE=ghcr.io/acme/api:1.15.1",
           "cosign verify ghcr.io/acme/api:1.15.1 --certificate-identity-regexp '^https://github.com/acme/api/' "
           f"--certificate-oidc-issuer {ISSUER}" +
           verified("ghcr.io/acme/api:1.15.1", "a90e3c7d15b2f846e0d1c9a7b34f58e2c6d0a1b9f7e3c5d2a8b4f06e1c9d7a35")),
    )
    T.pair("t37-cosign-identity", "l-cosign-make-verify", "applied",
           "a make target runs cosign verify with an identity regexp and the issuer, and it passes")

    T.later(
        "l-cosign-blob", "/Users/lena/platform/cli-release", "2026-05-04T10:45:00Z", "release/0.9",
        user("verify the signed tarball of acmectl 0.9.0 we downloaded"),
        ok("cosign verify-blob acmectl_0.9.0_darwin_arm64.tar.gz --bundle acmectl_0.9.0_darwin_arm64.tar.gz.bundle "
           "--certificate-identity=https://github.com/acme/acmectl/.github/workflows/release.yml@refs/tags/v0.9.0 "
           f"--certificate-oidc-issuer={ISSUER}", "Verified OK"),
    )
    T.pair("t37-cosign-identity", "l-cosign-blob", "applied",
           "verify-blob is called with the identity and issuer flags the lesson names, and verifies")

    T.later(
        "l-cosign-attest-recur", "/Users/lena/platform/release-tools", "2026-05-08T08:20:00Z", "feat/sbom-gate",
        user("check the worker image has an SPDX SBOM attestation"),
        err("cosign verify-attestation --type spdxjson ghcr.io/acme/worker:2.1.1", COSIGN_NOID),
        ok("cosign verify-attestation --type spdxjson ghcr.io/acme/worker:2.1.1 --certificate-identity-regexp "
           f"'^https://github.com/acme/worker/' --certificate-oidc-issuer {ISSUER} | jq -r '.payload' | base64 -d | "
           "jq -r .predicateType", "\nVerification for ghcr.io/acme/worker:2.1.1 --\nhttps://spdx.dev/Document"),
    )
    T.pair("t37-cosign-identity", "l-cosign-attest-recur", "recurred",
           "verify-attestation fails for want of --certificate-identity before the flags are added")

    T.later(
        "l-cosign-script-recur", "/home/ci/deploy-gate", "2026-05-14T06:00:00Z", "main",
        user("the deploy gate on the runner is red, run its verify step by hand"),
        read("/home/ci/deploy-gate/verify-images.sh",
             "#!/bin/sh\nset -e\nfor ref in $(cat images.txt); do\n  cosign verify \"$ref\" > /dev/null\ndone\n"),
        err("./verify-images.sh", COSIGN_NOID),
        say("The gate script still uses a bare `cosign verify`, which cosign 2 rejects in keyless mode."),
    )
    T.pair("t37-cosign-identity", "l-cosign-script-recur", "recurred",
           "the gate script's bare cosign verify fails with the missing-identity error")

    T.later(
        "l-cosign-key", "/Users/lena/platform/legacy-images", "2026-05-18T11:10:00Z", "main",
        user("the old appliance images were signed with our key pair; verify legacy:0.9.4 with cosign.pub"),
        ok("cosign verify --key cosign.pub ghcr.io/acme/legacy:0.9.4 | jq -r '.[0].critical.image'",
           "\nVerification for ghcr.io/acme/legacy:0.9.4 --\nThe following checks were performed on each of these "
           "signatures:\n  - The cosign claims were validated\n  - The signatures were verified against the specified "
           "public key\n{\n  \"docker-manifest-digest\": \"sha256:0c7e1a9f\"\n}"),
    )
    T.pair("t37-cosign-identity", "l-cosign-key", "neither",
           "a key-based verify needs no identity; cosign is used for something else and passes")

    T.later(
        "l-cosign-mismatch", "/Users/lena/platform/release-tools", "2026-05-27T15:40:00Z", "main",
        user("verify api:1.16.0 before the promote"),
        err("cosign verify ghcr.io/acme/api:1.16.0 --certificate-identity=https://github.com/acme/api/.github/"
            f"workflows/release.yml@refs/tags/v1.15.0 --certificate-oidc-issuer={ISSUER}",
            "Error: no matching signatures: none of the expected identities matched what was in the certificate, got "
            "subjects [https://github.com/acme/api/.github/workflows/release.yml@refs/tags/v1.16.0] with issuer "
            f"{ISSUER}\nmain.go:74: error during command execution: no matching signatures"),
        say("I pasted the old tag into the identity. Using v1.16.0."),
        ok("cosign verify ghcr.io/acme/api:1.16.0 --certificate-identity=https://github.com/acme/api/.github/"
           f"workflows/release.yml@refs/tags/v1.16.0 --certificate-oidc-issuer={ISSUER} >/dev/null && echo ok",
           "\nVerification for ghcr.io/acme/api:1.16.0 --\nok"),
    )
    T.pair("t37-cosign-identity", "l-cosign-mismatch", "applied",
           "identity and issuer flags are given from the first call; the mismatch is a different error (wrong tag)")


# --- Astro on-demand pages with no adapter ----------------------------------------------------------------------

ASTRO_NOADAPTER = ("[NoAdapterInstalled] Cannot use server-rendered pages without an adapter. Please install and "
                   "configure the appropriate server adapter for your final deployment.\n  Hint:\n    See "
                   "https://docs.astro.build/en/guides/server-side-rendering/ for more information.\n  Error "
                   "reference:\n    https://docs.astro.build/en/reference/errors/no-adapter-installed/")


def astro() -> None:
    T.source(
        "s-astro-adapter", "/Users/kai/sites/bakery", "2026-04-17T15:20:00Z", "feat/order-api",
        user("the order form posts to src/pages/api/order.ts now; make sure the site still builds"),
        err("npm run build", "> bakery@1.3.0 build\n> astro build\n\n15:21:04 [build] output: \"static\"\n"
            "15:21:04 [build] directory: /Users/kai/sites/bakery/dist/\n" + ASTRO_NOADAPTER),
        ok("grep -rn 'prerender' src/pages", "src/pages/api/order.ts:1:export const prerender = false;"),
        say("The order endpoint opts out of prerendering, so it has to run on a server, and Astro needs an adapter "
            "for that. The site is deployed on our own Node box, so the node adapter."),
        ok("npx astro add node --yes && npm run build",
           "✔ Resolving packages...\n  Astro will run the following command:\n  npm install @astrojs/node\n"
           "✔ Installing dependencies...\n  success  Added the following integration to your project:\n  - "
           "@astrojs/node\n\n> bakery@1.3.0 build\n> astro build\n\n15:23:40 [build] adapter: @astrojs/node\n"
           "15:23:44 [build] Server built in 3.41s\n15:23:44 [build] Complete!"),
    )
    T.lesson(
        "t37-astro-adapter", "project", "en", "s-astro-adapter", "workflow",
        "Astro build fails with NoAdapterInstalled once a page sets prerender = false",
        "`astro build` stops with `[NoAdapterInstalled] Cannot use server-rendered pages without an adapter.` "
        "after adding an API route.",
        "The site is otherwise static, so it's easy to miss that one `export const prerender = false` needs a "
        "server runtime for the whole build.",
        "Pages rendered on demand run on a server, and Astro needs an adapter for the deployment target to build "
        "that server entry.",
        "Add an adapter for where the site runs: `npx astro add node --yes` (or vercel, netlify, cloudflare), or "
        "install the package and set `adapter: node({ mode: 'standalone' })` in astro.config.mjs yourself.",
        ["`[NoAdapterInstalled] Cannot use server-rendered pages without an adapter.`",
         "`src/pages/api/order.ts:1:export const prerender = false;`", "`npx astro add node --yes`",
         "`[build] Complete!`"],
    )

    T.later(
        "l-astro-vercel", "/Users/kai/sites/menu-board", "2026-04-24T10:00:00Z", "feat/live-specials",
        user("menu-board gets a live specials endpoint that reads from the db on each request; it deploys on vercel"),
        write("/Users/kai/sites/menu-board/src/pages/api/specials.ts",
              "export const prerender = false;\nexport async function GET() {\n  return Response.json(await "
              "getSpecials());\n}\n"),
        ok("npx astro add vercel -y && npm run build",
           "  success  Added the following integration to your project:\n  - @astrojs/vercel\n\n10:03:12 [build] "
           "adapter: @astrojs/vercel\n10:03:17 [build] Complete!"),
    )
    T.pair("t37-astro-adapter", "l-astro-vercel", "applied",
           "astro add vercel sets up an adapter for the new on-demand route before the build, which completes")

    T.later(
        "l-astro-manual-config", "/Users/kai/sites/bakery-admin", "2026-05-01T13:30:00Z", "feat/login",
        user("admin needs server rendering for login; set the node adapter by hand, no astro add"),
        ok("npm install @astrojs/node@8", "added 12 packages, and audited 388 packages in 3s"),
        edit("/Users/kai/sites/bakery-admin/astro.config.mjs",
             "export default defineConfig({\n  output: 'server',\n",
             "import node from '@astrojs/node';\n\nexport default defineConfig({\n  output: 'server',\n  adapter: "
             "node({ mode: 'standalone' }),\n"),
        ok("npm run build", "13:33:05 [build] output: \"server\"\n13:33:05 [build] adapter: @astrojs/node\n"
           "13:33:10 [build] Complete!"),
    )
    T.pair("t37-astro-adapter", "l-astro-manual-config", "applied",
           "the node adapter is set in astro.config.mjs by hand and the server build completes")

    T.later(
        "l-astro-pnpm-recur", "/Users/kai/sites/workshop-signup", "2026-05-07T16:45:00Z", "feat/signup-endpoint",
        user("build workshop-signup, I added the signup endpoint"),
        err("pnpm build", "> workshop-signup@0.2.0 build /Users/kai/sites/workshop-signup\n> astro build\n\n"
            + ASTRO_NOADAPTER),
        ok("pnpm astro add netlify --yes && pnpm build", "  success  Added the following integration to your "
           "project:\n  - @astrojs/netlify\n\n16:48:01 [build] Complete!"),
    )
    T.pair("t37-astro-adapter", "l-astro-pnpm-recur", "recurred",
           "another site's build fails with NoAdapterInstalled, then astro add netlify fixes it")

    T.later(
        "l-astro-docker-recur", "/Users/kai/sites/bakery", "2026-05-12T09:05:00Z", "merge/redesign",
        user("build the bakery image from the redesign merge"),
        err("docker build -t bakery:redesign .",
            "#12 [build 5/5] RUN npm run build\n#12 4.118 " + ASTRO_NOADAPTER.replace("\n", "\n#12 4.118 ") +
            "\n#12 ERROR: process \"/bin/sh -c npm run build\" did not complete successfully: exit code: 1"),
        ok("git diff main -- astro.config.mjs | head -8", "-import node from '@astrojs/node';\n-  adapter: node({ "
           "mode: 'standalone' }),"),
        say("The redesign branch's astro.config.mjs dropped the node adapter in the merge; the order API still "
            "needs it."),
    )
    T.pair("t37-astro-adapter", "l-astro-docker-recur", "recurred",
           "the image build fails with NoAdapterInstalled after the merge dropped the adapter")

    T.later(
        "l-astro-static-paths", "/Users/kai/sites/bakery", "2026-05-17T11:25:00Z", "feat/product-pages",
        user("build after adding the product detail pages"),
        err("npm run build", "11:26:02 [build] adapter: @astrojs/node\n[GetStaticPathsRequired] `getStaticPaths()` "
            "function is required for dynamic routes. Make sure that you `export` a `getStaticPaths` function from "
            "your dynamic route.\n  File:\n    /Users/kai/sites/bakery/src/pages/products/[slug].astro"),
        edit("/Users/kai/sites/bakery/src/pages/products/[slug].astro", "---\nconst { slug } = Astro.params;",
             "---\nexport async function getStaticPaths() {\n  return (await getProducts()).map((p) => ({ params: "
             "{ slug: p.slug } }));\n}\nconst { slug } = Astro.params;"),
        ok("npm run build", "11:28:30 [build] Complete!"),
    )
    T.pair("t37-astro-adapter", "l-astro-static-paths", "neither",
           "the adapter is already in place; the build fails with GetStaticPathsRequired, a different error")

    T.later(
        "l-astro-explain", "/Users/kai/sites/bakery", "2026-05-24T08:50:00Z", "main",
        user("a friend's netlify log says `[NoAdapterInstalled] Cannot use server-rendered pages without an adapter.` "
             "just tell me what that means"),
        say("One of their pages is rendered on demand (`prerender = false` or `output: 'server'`), and Astro needs "
            "an adapter for the host to build that. For Netlify it's `npx astro add netlify`."),
    )
    T.pair("t37-astro-adapter", "l-astro-explain", "neither",
           "the error is only quoted by the person and explained; nothing is built or added")


# --- auditwheel repair with too-recent glibc symbols ------------------------------------------------------------

def too_recent(whl: str, plat: str = "manylinux_2_17_x86_64") -> str:
    return (f"INFO:auditwheel.main_repair:Repairing {whl.split('/')[-1]}\nusage: auditwheel [-h] [-V] [-v] command ...\n"
            f"auditwheel: error: cannot repair \"{whl}\" to \"{plat}\" ABI because of the presence of too-recent "
            "versioned symbols. You'll need to compile the wheel on an older toolchain.")


def auditwheel() -> None:
    whl = "dist/fastgeo-0.4.0-cp311-cp311-linux_x86_64.whl"
    T.source(
        "s-auditwheel-manylinux", "/home/omar/src/fastgeo", "2026-04-18T09:10:00Z", "release/0.4",
        user("repair the wheel I built so we can upload a manylinux wheel to PyPI"),
        err(f"auditwheel repair {whl} --plat manylinux_2_17_x86_64 -w wheelhouse/", too_recent(whl), 2),
        ok(f"auditwheel show {whl} | head -4", "\nfastgeo-0.4.0-cp311-cp311-linux_x86_64.whl is consistent with the "
           "following platform tag:\n\"manylinux_2_35_x86_64\".\n"),
        say("The wheel was compiled on this Ubuntu 22.04 box (glibc 2.35), so it uses glibc symbols newer than "
            "manylinux2014 allows. auditwheel can only vendor libraries, not lower the glibc it links against. For "
            "PyPI it has to be built inside the manylinux2014 image, where auditwheel's default platform "
            "(AUDITWHEEL_PLAT) is already right."),
        ok("docker run --rm -v \"$PWD\":/io -w /io quay.io/pypa/manylinux2014_x86_64 bash -c '/opt/python/cp311-cp311/"
           "bin/pip wheel . --no-deps -w /tmp/w && auditwheel repair /tmp/w/fastgeo-*.whl -w wheelhouse'",
           "Processing /io\nBuilding wheels for collected packages: fastgeo\nSuccessfully built fastgeo\n"
           "INFO:auditwheel.main_repair:Repairing fastgeo-0.4.0-cp311-cp311-linux_x86_64.whl\n"
           "INFO:auditwheel.wheeltools:New filename tags: manylinux_2_17_x86_64, manylinux2014_x86_64\n"
           "INFO:auditwheel.main_repair:\nFixed-up wheel written to /io/wheelhouse/fastgeo-0.4.0-cp311-cp311-"
           "manylinux_2_17_x86_64.manylinux2014_x86_64.whl"),
    )
    T.lesson(
        "t37-auditwheel-glibc", "project", "en", "s-auditwheel-manylinux", "workflow",
        "auditwheel cannot repair a wheel built on a new glibc down to manylinux2014",
        "`auditwheel repair --plat manylinux_2_17_x86_64` fails with `because of the presence of too-recent "
        "versioned symbols. You'll need to compile the wheel on an older toolchain.`",
        "repair sounds like it can fix any wheel, but it only bundles shared libraries; it cannot change which "
        "glibc symbol versions the extension was linked against.",
        "The extension was compiled on the host's glibc 2.35, newer than the manylinux_2_17 policy allows.",
        "Build the wheel inside the matching manylinux image (quay.io/pypa/manylinux2014_x86_64, where "
        "auditwheel's default AUDITWHEEL_PLAT fits; cibuildwheel does this for you), or, for an internal wheel "
        "only, repair to the tag `auditwheel show` reports (`--plat manylinux_2_35_x86_64`).",
        ["`cannot repair \"dist/fastgeo-0.4.0-cp311-cp311-linux_x86_64.whl\" to \"manylinux_2_17_x86_64\" ABI "
         "because of the presence of too-recent versioned symbols`", "`\"manylinux_2_35_x86_64\"`",
         "`quay.io/pypa/manylinux2014_x86_64`", "`manylinux_2_17_x86_64.manylinux2014_x86_64.whl`"],
    )

    T.later(
        "l-auditwheel-cibw", "/home/omar/src/fastgeo", "2026-04-25T10:40:00Z", "release/0.5",
        user("build the 0.5 linux wheels for 3.11 and 3.12"),
        ok("CIBW_BUILD='cp311-manylinux_x86_64 cp312-manylinux_x86_64' cibuildwheel --platform linux --output-dir "
           "wheelhouse 2>&1 | tail -4",
           "Repairing wheel...\n+ auditwheel repair -w /tmp/cibuildwheel/repaired_wheel /tmp/cibuildwheel/"
           "built_wheel/fastgeo-0.5.0-cp312-cp312-linux_x86_64.whl\n2 wheels produced in 3 minutes:\n  "
           "fastgeo-0.5.0-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl\n  "
           "fastgeo-0.5.0-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl"),
    )
    T.pair("t37-auditwheel-glibc", "l-auditwheel-cibw", "applied",
           "cibuildwheel builds and repairs inside manylinux images, as the lesson names, and it works")

    T.later(
        "l-auditwheel-internal-plat", "/home/omar/src/geo-internal", "2026-05-02T08:15:00Z", "main",
        user("this wheel only goes to our own index for the 22.04 fleet, just make it installable there"),
        ok("pip wheel . --no-deps -w dist/ -q && auditwheel repair dist/geo_internal-1.2.0-cp310-cp310-"
           "linux_x86_64.whl --plat manylinux_2_35_x86_64 -w wheelhouse/",
           "INFO:auditwheel.main_repair:Repairing geo_internal-1.2.0-cp310-cp310-linux_x86_64.whl\n"
           "INFO:auditwheel.main_repair:\nFixed-up wheel written to /home/omar/src/geo-internal/wheelhouse/"
           "geo_internal-1.2.0-cp310-cp310-manylinux_2_35_x86_64.whl"),
    )
    T.pair("t37-auditwheel-glibc", "l-auditwheel-internal-plat", "applied",
           "repairs to the host's own manylinux_2_35 tag for an internal wheel, the lesson's second way, with success")

    T.later(
        "l-auditwheel-other-pkg", "/home/omar/src/rasterkit", "2026-05-09T13:00:00Z", "release/2.0",
        user("make the rasterkit 2.0 wheel pypi-ready"),
        err("auditwheel repair dist/rasterkit-2.0.0-cp312-cp312-linux_x86_64.whl --plat manylinux_2_28_x86_64 "
            "-w wheelhouse/", too_recent("dist/rasterkit-2.0.0-cp312-cp312-linux_x86_64.whl",
                                         "manylinux_2_28_x86_64"), 2),
        ok("docker run --rm -v \"$PWD\":/io -w /io quay.io/pypa/manylinux_2_28_x86_64 bash -c '/opt/python/"
           "cp312-cp312/bin/pip wheel . --no-deps -w /tmp/w && auditwheel repair /tmp/w/*.whl -w wheelhouse'",
           "Fixed-up wheel written to /io/wheelhouse/rasterkit-2.0.0-cp312-cp312-manylinux_2_28_x86_64.whl"),
    )
    T.pair("t37-auditwheel-glibc", "l-auditwheel-other-pkg", "recurred",
           "another package's repair to manylinux_2_28 fails on too-recent versioned symbols before the container build")

    T.later(
        "l-auditwheel-make-recur", "/home/omar/src/fastgeo", "2026-05-16T15:30:00Z", "feat/make-dist",
        user("run make dist, I wrote the target last night"),
        read("/home/omar/src/fastgeo/Makefile", "dist:\n\tpip wheel . --no-deps -w dist/\n\tauditwheel repair "
             "dist/*.whl --plat manylinux2014_x86_64 -w wheelhouse/\n"),
        err("make dist", "pip wheel . --no-deps -w dist/\nSuccessfully built fastgeo\nauditwheel repair dist/*.whl "
            "--plat manylinux2014_x86_64 -w wheelhouse/\n" +
            too_recent("dist/fastgeo-0.5.1-cp311-cp311-linux_x86_64.whl", "manylinux2014_x86_64") +
            "\nmake: *** [Makefile:3: dist] Error 2", 2),
        say("The target builds on the host and then asks for manylinux2014, which the host's glibc can't meet."),
    )
    T.pair("t37-auditwheel-glibc", "l-auditwheel-make-recur", "recurred",
           "make dist repairs a host-built wheel to manylinux2014 and hits the too-recent symbols error")

    T.later(
        "l-auditwheel-libgeos", "/home/omar/src/fastgeo", "2026-05-22T10:20:00Z", "feat/geos-backend",
        user("repair the geos-backend wheel in the manylinux container"),
        err("docker run --rm -v \"$PWD\":/io -w /io quay.io/pypa/manylinux2014_x86_64 bash -c 'auditwheel repair "
            "dist/fastgeo-0.6.0.dev1-cp311-cp311-linux_x86_64.whl -w wheelhouse'",
            "INFO:auditwheel.main_repair:Repairing fastgeo-0.6.0.dev1-cp311-cp311-linux_x86_64.whl\nTraceback (most "
            "recent call last):\n  ...\nValueError: Cannot repair wheel, because required library \"libgeos_c.so.1\" "
            "could not be located"),
        say("That's a different problem: libgeos isn't installed in the container, so there's nothing to vendor."),
    )
    T.pair("t37-auditwheel-glibc", "l-auditwheel-libgeos", "neither",
           "auditwheel fails on a missing libgeos_c to vendor, a different error and cause")

    T.later(
        "l-auditwheel-show", "/home/omar/src/fastgeo", "2026-05-28T09:00:00Z", "main",
        user("which platform tag would a host-built wheel get? just curious, don't repair"),
        ok("auditwheel show dist/fastgeo-0.6.0-cp311-cp311-linux_x86_64.whl | sed -n 2,3p",
           "fastgeo-0.6.0-cp311-cp311-linux_x86_64.whl is consistent with the following platform tag:\n"
           "\"manylinux_2_35_x86_64\"."),
    )
    T.pair("t37-auditwheel-glibc", "l-auditwheel-show", "neither",
           "auditwheel show only inspects the wheel; no repair, no failure")


FILLS = [cosign, astro, auditwheel]
