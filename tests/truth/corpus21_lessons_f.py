"""Labelled lessons of corpus21, part F: the Telepresence, Talos and ORAS/cosign sessions of corpus21_sources_c.py.
Each label was written from the session text before anything judged the lesson."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus21_common import gotcha, knowledge
from tests.truth.corpus21_sources_c import COSIGN, TALOS, TELEPRESENCE

_TELEPRESENCE = [
    gotcha("tp-01", TELEPRESENCE, (
        "telepresence connect needs the traffic manager installed in the cluster first",
        "`telepresence connect` fails: traffic-manager not found.",
        "Connecting to a cluster nobody has set telepresence up in.",
        "The client talks to an in-cluster traffic manager.",
        "`telepresence helm install`, then connect."),
        "`telepresence connect` → `traffic-manager not found: if it is not installed, please run 'telepresence helm "
        "install'`; `telepresence helm install` → `Traffic Manager installed successfully`; the next connect got "
        "past that (it then needed sudo).",
        ev="real", fix="shown", cls="fix_ran",
        why="The helm install succeeds; the traffic-manager error never returns and the session later connects.",
        phrasing=["code spans", "arrows", "outcome claim: got past"],
        steps={"failure": "traffic-manager not found", "fix": "Traffic Manager installed successfully"},
        category="env_setup"),
    gotcha("tp-02", TELEPRESENCE, (
        "Telepresence's root daemon cannot ask for a sudo password from a non-interactive shell",
        "`telepresence connect` fails to start the root daemon: sudo needs a terminal.",
        "Running the first connect from an agent's shell without a tty.",
        "The root daemon is started through sudo, which has no terminal to prompt on.",
        "Run `telepresence connect` once in a real terminal; later commands share the session."),
        "`failed to start root daemon: sudo: a terminal is required to read the password`; the person ran "
        "`telepresence connect` in their own WSL terminal (\"it asked for my password and connected\") and "
        "`telepresence status` showed `Status            : Connected`.",
        ev="real", fix="shown", cls="person_confirms",
        why="The person reports connecting right after the suggestion and the status call confirms it.",
        phrasing=["code spans", "person's words quoted", "padded column"],
        steps={"failure": "sudo: a terminal is required to read the password",
               "fix": "it asked for my password and connected", "evidence": "Status            : Connected"},
        category="env_setup"),
    gotcha("tp-03", TELEPRESENCE, (
        "telepresence intercept --port takes the service's port name, which need not be http",
        "The intercept fails: the service has no port named http.",
        "Guessing the port name.",
        "orders-svc names its ports web and metrics.",
        "Use `--port 8080:web`."),
        "`--port 8080:http` → `service \"orders-svc\" has no port named \"http\"; available port names: web, "
        "metrics`; `--port 8080:web` → `State                  : ACTIVE`.",
        ev="real", fix="shown", cls="fix_ran",
        why="The intercept with :web comes up ACTIVE.",
        phrasing=["code spans", "nested quotes", "arrows"],
        steps={"failure": "has no port named", "fix": "--port 8080:web", "evidence": "State                  : ACTIVE"}),
    gotcha("tp-04", TELEPRESENCE, (
        "Cluster DNS names do not resolve through telepresence on WSL2",
        "`curl -s http://orders-svc.orders/healthz` exits 6 (could not resolve host).",
        "Expecting the short service name to resolve once connected.",
        "Telepresence's DNS is not hooked into WSL's resolver.",
        "Use the fully qualified name `orders-svc.orders.svc.cluster.local`."),
        "`curl -s http://orders-svc.orders/healthz` → `Exit code 6`; the FQDN `curl -s "
        "http://orders-svc.orders.svc.cluster.local/healthz` → `Exit code 6` again.",
        ev="real", fix="not_shown", cls="rerun_still_fails",
        why="The FQDN attempt fails exactly like the short name; nothing resolves in the session.",
        phrasing=["code spans", "exit codes", "outcome claim: again"],
        steps={"failure": "curl -s http://orders-svc.orders/healthz",
               "fix": "curl -s http://orders-svc.orders.svc.cluster.local/healthz"}, category="env_setup",
        group="c21-tp-dns"),
    gotcha("tp-05", TELEPRESENCE, (
        "WSL2's generated resolv.conf leaves telepresence DNS nothing to hook",
        "Cluster names fail to resolve from WSL2 while connected.",
        "Keeping WSL's default generated /etc/resolv.conf.",
        "Without systemd-resolved or an editable resolver, telepresence cannot route cluster DNS.",
        "Set `generateResolvConf = false` under [network] in /etc/wsl.conf and restart WSL."),
        "Both curls ended in exit code 6; the suggested fix, `generateResolvConf = false` in /etc/wsl.conf plus a "
        "WSL restart, was left for after lunch.",
        ev="real", fix="not_shown", cls="only_suggested",
        why="The wsl.conf change is only described; restarting WSL would end the session and the person defers it.",
        phrasing=["prose", "code span"],
        steps={"failure": "curl -s http://orders-svc.orders/healthz",
               "fix": "Setting `generateResolvConf = false`"}, category="env_setup", group="c21-tp-dns"),
    gotcha("tp-06", TELEPRESENCE, (
        "The fully qualified service name gets curl through a telepresence intercept",
        "Short cluster names do not resolve.",
        "Using the short name.",
        "Search domains.",
        "Use the FQDN."),
        "`curl -s http://orders-svc.orders/healthz` failed with exit code 6, but `curl -s "
        "http://orders-svc.orders.svc.cluster.local/healthz` reached the debugger.",
        ev="invented", fix="not_shown", cls="names_false_claim",
        why="The FQDN curl also ended with Exit code 6.",
        phrasing=["code spans", "false outcome claim"],
        steps={"evidence": "curl -s http://orders-svc.orders.svc.cluster.local/healthz"}),
    gotcha("tp-07", TELEPRESENCE, (
        "telepresence intercept times out waiting for the traffic agent",
        "The intercept hangs and times out.",
        "Intercepting a deployment whose agent injection is slow.",
        "Agent injector.",
        "Retry."),
        "`telepresence intercept orders-svc --port 8080:web` → `error: connector.CreateIntercept: request timed out "
        "while waiting for agent orders-svc.orders to arrive`",
        ev="invented", fix="not_shown", cls="never_seen_error",
        why="The :web intercept came up ACTIVE at once; no timeout appears.",
        phrasing=["code spans", "arrow"],
        steps={"evidence": "Using Deployment orders-svc"}),
]

_TALOS = [
    gotcha("tal-01", TALOS, (
        "The first talosctl apply-config to a maintenance-mode node needs --insecure",
        "apply-config fails with x509: certificate signed by unknown authority.",
        "Applying the initial config with a normal (TLS-verified) call.",
        "A node in maintenance mode has no certificate the talosconfig can trust yet.",
        "Apply the first config with `--insecure`."),
        "`talosctl apply-config --nodes 10.0.20.11 --file controlplane.yaml` → `x509: certificate signed by unknown "
        "authority`; the loop with `talosctl apply-config --insecure --nodes $n --file controlplane.yaml || echo "
        "\"FAILED $n\"` printed nothing, so no node failed.",
        ev="real", fix="shown", cls="fix_ran",
        why="The --insecure loop runs without any FAILED line and the nodes later join healthy.",
        phrasing=["code spans", "nested quotes", "empty output read as success"],
        steps={"failure": "x509: certificate signed by unknown authority", "fix": "apply-config --insecure --nodes $n"},
        category="tool_quirk"),
    gotcha("tal-02", TALOS, (
        "A freshly generated talosconfig has no endpoints, so talosctl dials 127.0.0.1:50000",
        "`talosctl bootstrap` fails with connection refused on 127.0.0.1:50000.",
        "Passing only --nodes and assuming that is where talosctl connects.",
        "--nodes selects targets; the connection goes to the talosconfig endpoints, which were empty.",
        "`talosctl --talosconfig ./talosconfig config endpoint <ips>`, then bootstrap."),
        "`talosctl bootstrap --nodes 10.0.20.11` → `dial tcp 127.0.0.1:50000: connect: connection refused`; "
        "`talosctl --talosconfig ./talosconfig config endpoint 10.0.20.11 10.0.20.12 10.0.20.13 && talosctl "
        "--talosconfig ./talosconfig bootstrap --nodes 10.0.20.11` returned cleanly and `health` then reported "
        "`waiting for etcd to be healthy: OK`.",
        ev="real", fix="shown", cls="fix_ran",
        why="Endpoints plus bootstrap succeed; health goes OK through every stage.",
        phrasing=["code spans", "arrows"],
        steps={"failure": "dial tcp 127.0.0.1:50000: connect: connection refused",
               "fix": "config endpoint 10.0.20.11 10.0.20.12 10.0.20.13", "evidence": "waiting for etcd to be healthy: OK"},
        category="tool_quirk"),
    gotcha("tal-03", TALOS, (
        "Talos clusters with only control-plane nodes need allowSchedulingOnControlPlanes",
        "Pods stay Pending with an untolerated taint.",
        "Running workloads on a cluster of three control-plane nodes.",
        "Control-plane nodes carry a NoSchedule taint unless the machine config allows scheduling.",
        "Apply a patch with `cluster.allowSchedulingOnControlPlanes: true` to each node."),
        "Pods stayed Pending with an untolerated taint on an all-control-plane cluster; `patch-schedule.yaml` was "
        "written with `allowSchedulingOnControlPlanes: true`.",
        ev="real", fix="not_shown", cls="write_named_like_fix",
        why="The patch file is written but never applied; the person stops it to consider worker nodes.",
        phrasing=["prose", "code spans"],
        steps={"failure": "pods stay Pending with an untolerated taint", "fix": "patch-schedule.yaml"},
        category="build_config", scope="project"),
    knowledge("tal-04", TALOS, (
        "talosctl health walks etcd, apid, kubelet and node readiness in order",
        "Checking a freshly bootstrapped Talos cluster.",
        "Run `talosctl health --nodes <cp> --wait-timeout 5m` and read it stage by stage.",
        "Each stage prints '...' then OK, so a hang shows which layer is stuck."),
        "`talosctl --talosconfig ./talosconfig health --nodes 10.0.20.11 --wait-timeout 5m` → `discovered nodes: "
        "[\"10.0.20.11\" \"10.0.20.12\" \"10.0.20.13\"]` … `waiting for all k8s nodes to report ready: OK`",
        ev="real", cls="knowledge",
        why="The health output.",
        phrasing=["code spans", "nested quotes", "ellipsis"],
        steps={"evidence": "waiting for all k8s nodes to report ready: OK"}, category="debugging_technique"),
    gotcha("tal-05", TALOS, (
        "talosctl bootstrap without endpoints dials the local apid port",
        "Bootstrap is refused locally.",
        "No endpoints.",
        "Empty talosconfig.",
        "Set endpoints."),
        "`talosctl bootstrap --nodes 10.0.20.11` → `dial tcp 127.0.0.1:50001: connect: connection refused`",
        ev="invented", fix="not_shown", cls="near_miss",
        why="The port in the error was 50000.",
        phrasing=["code spans", "near-miss port"],
        steps={"evidence": "talosctl bootstrap --nodes 10.0.20.11"}),
    gotcha("tal-06", TALOS, (
        "talosctl apply-config --insecure needs a retry on slow nodes",
        "One node rejects the insecure apply.",
        "Applying to all nodes at once.",
        "Node not ready.",
        "Retry that node."),
        "The `--insecure` apply loop failed on 10.0.20.12 and had to be re-run for that node.",
        ev="invented", fix="not_shown", cls="names_false_claim",
        why="The loop printed nothing (no FAILED line) and was never re-run.",
        phrasing=["prose", "false outcome claim"],
        steps={"evidence": "apply-config --insecure --nodes $n"}),
]

_COSIGN = [
    gotcha("sig-01", COSIGN, (
        "ORAS pushes to Harbor need a robot login first, with the $ in the robot name quoted",
        "`oras push` gets 401 unauthorized for action push.",
        "Pushing without logging in, or passing robot$policies+ci unquoted so the shell eats $policies.",
        "Harbor robot accounts are named robot$<project>+<name>.",
        "`echo \"$HARBOR_ROBOT_TOKEN\" | oras login harbor.corp.example -u 'robot$policies+ci' --password-stdin`."),
        "`oras push harbor.corp.example/policies/bundle:v3 ...` → `response status code 401: unauthorized: "
        "unauthorized to access repository: policies/bundle, action: push`; `echo \"$HARBOR_ROBOT_TOKEN\" | oras "
        "login harbor.corp.example -u 'robot$policies+ci' --password-stdin` → `Login Succeeded`; the same push then "
        "printed `Pushed [registry] harbor.corp.example/policies/bundle:v3`.",
        ev="real", fix="shown", cls="fix_ran",
        why="Login succeeds and the identical push uploads and prints the digest.",
        phrasing=["code spans", "ellipsis", "arrows"],
        steps={"failure": "response status code 401",
               "fix": "oras login harbor.corp.example -u 'robot$policies+ci' --password-stdin",
               "evidence": "Pushed [registry]"}, category="security"),
    gotcha("sig-02", COSIGN, (
        "cosign sign without a terminal reads the key password from COSIGN_PASSWORD",
        "cosign sign prints the password prompt and fails: decrypt: encrypted: decryption failed.",
        "Running cosign sign in a non-interactive shell with the password in another variable.",
        "With no tty cosign uses COSIGN_PASSWORD, which was empty.",
        "`COSIGN_PASSWORD=\"$COSIGN_KEY_PASSWORD\" cosign sign --yes --key cosign.key <ref>@<digest>`."),
        "```\nEnter password for private key: \nError: signing [harbor.corp.example/policies/bundle:v3]: getting "
        "signer: reading key: decrypt: encrypted: decryption failed\n```\n`COSIGN_PASSWORD=\"$COSIGN_KEY_PASSWORD\" "
        "cosign sign --yes --key cosign.key harbor.corp.example/policies/bundle@sha256:4f2a7c91…` → `Pushing "
        "signature to: harbor.corp.example/policies/bundle`, and `cosign verify --key cosign.pub` passed.",
        ev="real", fix="shown", cls="fix_ran",
        why="The prefixed sign pushes a signature and the verify call validates it.",
        phrasing=["fenced block", "code spans", "ellipsis", "env-var prefix"],
        steps={"failure": "decrypt: encrypted: decryption failed", "fix": "COSIGN_PASSWORD=\"$COSIGN_KEY_PASSWORD\" cosign sign",
               "evidence": "The signatures were verified against the specified public key"}, category="security"),
    gotcha("sig-03", COSIGN, (
        "Harbor only marks an artifact signed when cosign stores the signature as an OCI referrer",
        "Harbor lists the signature as a separate sha256-….sig artifact instead of a signed checkmark.",
        "Signing with cosign's default tag scheme and expecting Harbor's signed badge.",
        "Harbor's badge reads OCI 1.1 referrers; cosign 2 writes .sig tags by default.",
        "Re-sign with `--registry-referrers-mode=oci-1-1` (COSIGN_EXPERIMENTAL=1)."),
        "Harbor listed the signature as a separate `sha256-4f2a...sig` artifact; the assistant offered to re-sign "
        "with `--registry-referrers-mode=oci-1-1` (with COSIGN_EXPERIMENTAL=1) and the person declined.",
        ev="real", fix="not_shown", cls="question_offers_flag",
        why="The flag is only offered; the person keeps the tag scheme.",
        phrasing=["code spans", "ellipsis"],
        steps={"failure": "shows the signature as a separate artifact", "fix": "--registry-referrers-mode=oci-1-1"},
        category="tool_quirk"),
    knowledge("sig-04", COSIGN, (
        "Sign OCI artifacts by digest, not tag, with cosign",
        "Signing an artifact just pushed with oras.",
        "Take the digest oras prints and sign `<repo>@sha256:...`.",
        "cosign warns that a tag may point at a different image than intended, and tag signing is going away."),
        "cosign warned `uses a tag, not a digest, to identify the image to sign.` — the oras push printed `Digest: "
        "sha256:4f2a7c91e0b35d68a1f4c2e9b07d3a58c6e1f9042b7d8a3c5e6f10b29d4c7e81`, and signing "
        "`...bundle@sha256:4f2a7c91...` worked.",
        ev="real", cls="knowledge",
        why="The warning, the printed digest and the successful sign by digest.",
        phrasing=["code spans", "ellipsis"],
        steps={"evidence": "uses a tag, not a digest, to identify the image to sign."}, category="security"),
    gotcha("sig-05", COSIGN, (
        "cosign sign against Harbor fails with 401 before login",
        "Signing is rejected by the registry.",
        "No registry login.",
        "Harbor auth.",
        "Log in first."),
        "`cosign sign --key cosign.key harbor.corp.example/policies/bundle:v3` → `response status code 401: "
        "unauthorized`",
        ev="invented", fix="not_shown", cls="other_call_error",
        why="The 401 came from the first oras push; cosign sign failed on the key password.",
        phrasing=["code spans", "arrow"],
        steps={"evidence": "cosign sign --key cosign.key"}),
    gotcha("sig-06", COSIGN, (
        "oras needs --insecure for the corporate Harbor's certificate",
        "oras cannot push to Harbor.",
        "Internal CA.",
        "TLS verification.",
        "Pass --insecure."),
        "`oras push --insecure harbor.corp.example/policies/bundle:v3 bundle.tar.gz` pushed once the login "
        "succeeded.",
        ev="invented", fix="not_shown", cls="invented_detail",
        why="No push used --insecure; TLS was never an issue.",
        phrasing=["code span"],
        steps={"evidence": "Login Succeeded"}),
]


def records() -> list[dict[str, Any]]:
    return [*_TELEPRESENCE, *_TALOS, *_COSIGN]
