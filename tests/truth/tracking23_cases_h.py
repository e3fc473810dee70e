"""The cases of the twenty-third tracking corpus, part eight: later sessions of one lesson paired with another
lesson they have nothing to do with. The labelling rules are in tracking23_cases.py."""
from __future__ import annotations

from tests.truth.tracking23_cases import T


def cross_pairs() -> None:
    T.pair("t23-xmake-root", "l-carthage-kingfisher", "neither",
           "a Carthage dependency update on a Mac; no xmake")
    T.pair("t23-strapi-app-keys", "l-mkcert-vitest", "neither",
           "a vitest run of another web app; no Strapi")
    T.pair("t23-mkcert-node-ca", "l-strapi-docker", "neither",
           "Strapi in a container over plain http; no TLS and no mkcert certificate")
    T.pair("t23-oras-plain-http", "l-buildah-env", "neither",
           "buildah build and push to an HTTPS registry (an auth error); oras is never used")
    T.pair("t23-buildah-chroot", "l-xmake-dockerfile", "neither",
           "a docker build of a dev image; no buildah and no unprivileged container")
    T.pair("t23-wg-quick-resolvconf", "l-zfs-scrub", "neither", "a ZFS scrub; no WireGuard")
    T.pair("t23-timescaledb-preload", "l-cdktf-npx", "neither", "cdktf on a fresh clone; no PostgreSQL")
    T.pair("t23-cloud-init-header", "l-wg-resolved", "neither",
           "a VPN client set up inside an existing VM; no user-data written or checked")
    T.pair("t23-cdktf-get", "l-xmake-early", "neither",
           "dated before the lesson's source session (and an xmake build, unrelated)")
