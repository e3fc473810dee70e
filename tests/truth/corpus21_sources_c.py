"""Scripted sessions of corpus21, part C: Rails per-environment credentials on macOS, Sorbet with Tapioca after a
Rails upgrade, SCons with MSVC in Windows cmd, Telepresence from WSL 2, bootstrapping Talos Linux with talosctl, and
pushing an OCI artifact to Harbor with ORAS and signing it with cosign. Steps in the shape of
tests/truth/sessions_dsl.py."""
from __future__ import annotations

from tests.truth.corpus21_common import out
from tests.truth.sessions_dsl import Step

RAILS = "rails-staging-credentials"
SORBET = "sorbet-tapioca-rails-upgrade"
SCONS = "scons-msvc-windows-cmd"
TELEPRESENCE = "telepresence-intercept-wsl2"
TALOS = "talosctl-bootstrap-homelab"
COSIGN = "oras-cosign-harbor"

_RA = "/Users/oskar/src/clinic-booking"
_RUNNER = "RAILS_ENV=staging bin/rails runner 'puts Rails.application.credentials.stripe[:secret_key].present?'"
_OP = "op read 'op://Engineering/clinic staging rails key/password' > config/credentials/staging.key"
_GEMS = f"{_RA}/vendor/bundle/ruby/3.3.0/gems/activesupport-7.1.3/lib/active_support"

RAILS_STEPS: list[Step] = [
    ("user", "The staging container crashes on boot and the logs mention credentials. Reproduce it locally with "
             "RAILS_ENV=staging."),
    ("bash", _RUNNER, out(
        "Exit code 1",
        f"{_GEMS}/encrypted_file.rb:100:in `handle_missing_key': Missing encryption key to decrypt file with. Ask "
        f"your team for your master key and write it to {_RA}/config/credentials/staging.key or put it in the "
        "ENV['RAILS_MASTER_KEY']. (ActiveSupport::EncryptedFile::MissingKeyError)"), True),
    ("bash", "ls config/credentials/", out("production.key", "production.yml.enc", "staging.yml.enc"), False),
    ("user", "staging.key is in 1Password, item 'clinic staging rails key'. Use op."),
    ("bash", f"{_OP} && chmod 600 config/credentials/staging.key && {_RUNNER}", out(
        "Exit code 1",
        f"{_GEMS}/message_encryptor.rb:242:in `rescue in _decrypt': ActiveSupport::MessageEncryptor::InvalidMessage "
        "(ActiveSupport::MessageEncryptor::InvalidMessage)"), True),
    ("bash", "wc -c config/credentials/staging.key", "      33 config/credentials/staging.key", False),
    ("say", "33 bytes is the 32-character key plus the newline op writes, and Rails strips that when it reads the "
            "key, so the length is fine. InvalidMessage means this key does not decrypt staging.yml.enc."),
    ("bash", "git log -1 --format='%h %an %ar' -- config/credentials/staging.yml.enc",
     "4e1b9c2 Mirela Petrova 3 days ago", False),
    ("say", "Mirela re-encrypted the staging credentials three days ago, so the 1Password item probably still holds "
            "the previous key. Could you ask her for the current one?"),
    ("user", "Mirela rotated it and forgot to update 1Password; she has updated the item now. try again"),
    ("bash", f"{_OP}; {_RUNNER}", "true", False),
    ("user", "and the container? it gets RAILS_MASTER_KEY from the rails-key secret"),
    ("say", "With per-environment credentials RAILS_MASTER_KEY must hold the staging key, not master.key's value, "
            "and it was rotated too. I'd update the secret with `kubectl -n clinic create secret generic rails-key "
            "--from-literal=RAILS_MASTER_KEY=\"$(cat config/credentials/staging.key)\" --dry-run=client -o yaml | "
            "kubectl apply -f -` and restart the deployment. I have no cluster access from here."),
    ("user", "ok, I'll do that with ops later"),
]

_SO = "/home/deniz/code/payroll-engine"
_NILABLE = (
    "app/services/payslip_builder.rb:22: Method period_start does not exist on NilClass component of "
    "T.nilable(PayPeriod) https://srb.help/7003", "    22 |    period.period_start",
    "                   ^^^^^^^^^^^^", "  Got T.nilable(PayPeriod) originating from:",
    "    app/services/payslip_builder.rb:18:", "    18 |    period = PayPeriod.current",
    "                     ^^^^^^^^^^^^^^^^^")

SORBET_STEPS: list[Step] = [
    ("user", "srb tc shows a pile of errors after the Rails 7.2 upgrade. Clean it up."),
    ("bash", "bundle exec srb tc 2>&1 | tail -15", out(
        "app/models/employee.rb:14: Method has_one_attached does not exist on T.class_of(Employee) "
        "https://srb.help/7003", "    14 |  has_one_attached :contract_pdf", "          ^^^^^^^^^^^^^^^^",
        "  Got T.class_of(Employee) originating from:", "    app/models/employee.rb:3:", *_NILABLE,
        "Errors: 147"), False),
    ("say", "Most of the 147 look like stale gem and DSL RBIs from before the upgrade. Regenerating them."),
    ("bash", "bin/tapioca gems && bin/tapioca dsl", out(
        "Exit code 1", "Removing RBI files of gems that have been removed:", "  Nothing to do.",
        "Generating RBI files of gems that are added or updated:",
        "  Requiring all gems to prepare for compiling...  Done", "      Compiled activestorage",
        "      Compiled activesupport", "      Compiled actionpack", "All operations performed in working directory.",
        "Please review changes and commit them.", "Loading DSL extension classes... Done",
        "Loading Rails application... ",
        "Error: Could not load Rails application. Tapioca requires a working Rails application.",
        '  PG::ConnectionBad: connection to server at "127.0.0.1", port 5432 failed: Connection refused'), True),
    ("say", "The gem RBIs are done; the DSL step boots the app, and an initializer needs the database. Starting "
            "postgres and running only the DSL step again."),
    ("bash", "docker compose up -d postgres && sleep 3 && bin/tapioca dsl", out(
        " Container payroll-engine-postgres-1  Started", "Loading DSL extension classes... Done",
        "Loading Rails application... Done", "Loading DSL compiler classes... Done", "Compiling DSL RBI files...", "",
        "  Wrote: sorbet/rbi/dsl/employee.rbi", "  Wrote: sorbet/rbi/dsl/pay_period.rbi",
        "  Wrote: sorbet/rbi/dsl/payslip.rbi", "", "Done"), False),
    ("bash", "bundle exec srb tc 2>&1 | tail -8", out(*_NILABLE, "Errors: 1"), False),
    ("say", "One real error left: `PayPeriod.current` is nilable. `T.must` would hide it; raising a domain error "
            "keeps the failure explicit."),
    ("edit", f"{_SO}/app/services/payslip_builder.rb", "    period = PayPeriod.current\n",
     "    period = PayPeriod.current\n    raise MissingPayPeriod, \"no open pay period\" if period.nil?\n"),
    ("bash", "bundle exec srb tc", "No errors! Great job.", False),
    ("bash", "bin/rspec spec/services/payslip_builder_spec.rb", out(
        "Exit code 1", "..F", "", "Failures:", "", "  1) PayslipBuilder when no pay period is open raises",
        "     Failure/Error: expect { described_class.new(employee).call }.to "
        "raise_error(PayslipBuilder::NoOpenPeriod)", "",
        "       expected PayslipBuilder::NoOpenPeriod, got #<NameError: uninitialized constant "
        "PayslipBuilder::MissingPayPeriod> with backtrace:", "", "3 examples, 1 failure"), True),
    ("say", "The spec expects the existing `PayslipBuilder::NoOpenPeriod`; I invented a constant. Using theirs."),
    ("edit", f"{_SO}/app/services/payslip_builder.rb", "raise MissingPayPeriod, \"no open pay period\"",
     "raise NoOpenPeriod, \"no open pay period\""),
    ("bash", "bin/rspec spec/services/payslip_builder_spec.rb && bundle exec srb tc", out(
        "...", "", "Finished in 0.41 seconds (files took 2.1 seconds to load)", "3 examples, 0 failures", "",
        "No errors! Great job."), False),
]

_SK = r"C:\dev\synthkit"
_SC_HEAD = ("scons: Reading SConscript files ...", "scons: done reading SConscript files.", "scons: Building targets ...")
_CL = r"cl /Fobuild\{0}\dsp\{1}.obj /c src\dsp\{1}.cpp /nologo {2} /EHsc /Iinclude"

SCONS_STEPS: list[Step] = [
    ("user", "Build synthkit with scons on this Windows machine, release config. The VS 2022 Build Tools are "
             "installed."),
    ("bash", "scons mode=release", out(
        "Exit code 2", "scons: Reading SConscript files ...", "",
        "scons: warning: No version of Visual Studio compiler found - C/C++ compilers most likely not set correctly",
        rf'File "{_SK}\SConstruct", line 4, in <module>', "scons: done reading SConscript files.",
        "scons: Building targets ...", _CL.format("release", "filter", "/O2 /DNDEBUG"),
        "'cl' is not recognized as an internal or external command,", "operable program or batch file.",
        r"scons: *** [build\release\dsp\filter.obj] Error 1", "scons: building terminated because of errors."), True),
    ("bash", "type SConstruct | findstr /n Environment", "4:env = Environment(MSVC_VERSION='14.2', TARGET_ARCH='x86_64')",
     False),
    ("say", "SConstruct pins MSVC_VERSION 14.2, which is Visual Studio 2019; this machine only has the 2022 tools "
            "(14.3). Updating the pin."),
    ("edit", rf"{_SK}\SConstruct", "MSVC_VERSION='14.2'", "MSVC_VERSION='14.3'"),
    ("bash", "scons mode=release", out(
        "Exit code 2", *_SC_HEAD, _CL.format("release", "filter", "/O2 /DNDEBUG"), "filter.cpp",
        _CL.format("release", "osc", "/O2 /DNDEBUG"), "osc.cpp",
        r"src\dsp\osc.cpp(41): warning C4244: 'argument': conversion from 'double' to 'float', possible loss of data",
        r"link /nologo /OUT:build\release\synthkit.exe build\release\main.obj build\release\dsp\filter.obj "
        r"build\release\dsp\osc.obj portaudio_static_x64.lib winmm.lib",
        "LINK : fatal error LNK1181: cannot open input file 'winmm.lib'",
        r"scons: *** [build\release\synthkit.exe] Error 1181", "scons: building terminated because of errors."), True),
    ("say", "The compiler works now. LNK1181 on winmm.lib means the Windows SDK component is missing from the Build "
            "Tools install. Adding it needs the Visual Studio Installer with admin rights, which I can't do from "
            "here."),
    ("user", "installed the Windows 11 SDK from the installer GUI, it's done. try again"),
    ("bash", "scons mode=release", out(
        *_SC_HEAD,
        r"link /nologo /OUT:build\release\synthkit.exe build\release\main.obj build\release\dsp\filter.obj "
        r"build\release\dsp\osc.obj portaudio_static_x64.lib winmm.lib", "scons: done building targets."), False),
    ("bash", r"build\release\synthkit.exe --selftest", "synthkit 0.9.2 selftest: 24/24 ok", False),
    ("user", "the debug build gives a LNK2038 mismatch for RuntimeLibrary, can you look?"),
    ("bash", "scons mode=debug", out(
        "Exit code 2", *_SC_HEAD, _CL.format("debug", "filter", "/Od /Zi /MDd"), "filter.cpp",
        "portaudio_static_x64.lib(pa_win_wasapi.obj) : error LNK2038: mismatch detected for 'RuntimeLibrary': "
        "value 'MT_StaticRelease' doesn't match value 'MDd_DynamicDebug' in main.obj",
        "LINK : fatal error LNK1319: 1 mismatches detected", r"scons: *** [build\debug\synthkit.exe] Error 1319",
        "scons: building terminated because of errors."), True),
    ("say", "The prebuilt portaudio was compiled with /MT (static release CRT) and the debug build uses /MDd. Should "
            "I add `CCFLAGS=['/MT']` for the debug mode, or do you have a debug build of portaudio to link instead?"),
    ("user", "let's leave debug for now, Wen built portaudio and she's out today."),
]

_TP_DAEMON = ("telepresence connect: error: connector.Connect: failed to start root daemon: sudo: a terminal is "
              "required to read the password; either use the -S option to read from standard input or configure "
              "an askpass helper")

TELEPRESENCE_STEPS: list[Step] = [
    ("user", "Intercept orders-svc in the dev cluster with telepresence so I can debug it locally. I'm on WSL2."),
    ("bash", "telepresence connect", out(
        "Exit code 1",
        "telepresence connect: error: connector.Connect: traffic-manager not found: if it is not installed, please "
        "run 'telepresence helm install'"), True),
    ("bash", "telepresence helm install", "Traffic Manager installed successfully", False),
    ("bash", "telepresence connect", out("Exit code 1", _TP_DAEMON), True),
    ("say", "The root daemon needs sudo and this shell has no terminal to type the password into. Could you run "
            "`telepresence connect` once in your own WSL terminal? The session will then be shared with mine."),
    ("user", "I ran telepresence connect in my terminal, it asked for my password and connected."),
    ("bash", "telepresence status | head -9", out(
        "OSS User Daemon: Running", "  Version           : v2.20.1", "  Status            : Connected",
        "  Kubernetes server : https://dev-k8s.internal:6443", "  Kubernetes context: dev",
        "  Namespace         : orders", "OSS Root Daemon: Running", "  Version    : v2.20.1", "  DNS        :"), False),
    ("bash", "telepresence intercept orders-svc --port 8080:http --env-file /tmp/orders.env", out(
        "Exit code 1",
        "telepresence intercept: error: connector.CreateIntercept: service \"orders-svc\" has no port named "
        "\"http\"; available port names: web, metrics"), True),
    ("bash", "telepresence intercept orders-svc --port 8080:web --env-file /tmp/orders.env", out(
        "Using Deployment orders-svc", "   Intercept name         : orders-svc", "   State                  : ACTIVE",
        "   Workload kind          : Deployment", "   Destination            : 127.0.0.1:8080",
        "   Service Port Identifier: web/TCP", "   Intercepting           : all TCP requests"), False),
    ("user", "I started the service in the debugger on 8080. Hit it through the cluster DNS name."),
    ("bash", "curl -s http://orders-svc.orders/healthz", "Exit code 6", True),
    ("say", "Exit code 6 is curl's 'could not resolve host'. Trying the fully qualified service name."),
    ("bash", "curl -s http://orders-svc.orders.svc.cluster.local/healthz", "Exit code 6", True),
    ("say", "Still not resolving. On WSL2 with a generated /etc/resolv.conf, telepresence's DNS has nothing to hook "
            "into. Setting `generateResolvConf = false` under [network] in /etc/wsl.conf and restarting WSL "
            "usually fixes it, but restarting WSL would end this session."),
    ("user", "fine, I'll try that after lunch"),
]

_TA = "/home/sven/homelab/talos"
_HEALTH = [f"waiting for {c}: {r}" for c in (
    "etcd to be healthy", "etcd members to be consistent across nodes", "apid to be ready", "kubelet to be healthy",
    "all nodes to finish boot sequence", "all k8s nodes to report ready") for r in ("...", "OK")]

TALOS_STEPS: list[Step] = [
    ("user", "Bring up the 3-node Talos cluster: apply the generated configs and bootstrap etcd. The nodes are "
             "10.0.20.11-13 and sit in maintenance mode."),
    ("bash", "talosctl apply-config --nodes 10.0.20.11 --file controlplane.yaml", out(
        "Exit code 1",
        "error applying new configuration: rpc error: code = Unavailable desc = connection error: desc = "
        "\"transport: authentication handshake failed: tls: failed to verify certificate: x509: certificate signed "
        "by unknown authority\""), True),
    ("say", "A node in maintenance mode has no certificate the talosconfig trusts yet; the first apply has to use "
            "--insecure."),
    ("bash", "for n in 10.0.20.11 10.0.20.12 10.0.20.13; do talosctl apply-config --insecure --nodes $n --file "
             "controlplane.yaml || echo \"FAILED $n\"; done", "", False),
    ("bash", "sleep 90; talosctl bootstrap --nodes 10.0.20.11", out(
        "Exit code 1",
        "error executing bootstrap: rpc error: code = Unavailable desc = connection error: desc = \"transport: "
        "Error while dialing: dial tcp 127.0.0.1:50000: connect: connection refused\""), True),
    ("say", "talosctl dials 127.0.0.1 because the generated talosconfig has no endpoints. Setting them."),
    ("bash", "talosctl --talosconfig ./talosconfig config endpoint 10.0.20.11 10.0.20.12 10.0.20.13 && talosctl "
             "--talosconfig ./talosconfig bootstrap --nodes 10.0.20.11", "", False),
    ("bash", "talosctl --talosconfig ./talosconfig health --nodes 10.0.20.11 --wait-timeout 5m",
     out('discovered nodes: ["10.0.20.11" "10.0.20.12" "10.0.20.13"]', *_HEALTH), False),
    ("bash", "talosctl --talosconfig ./talosconfig kubeconfig . --nodes 10.0.20.11 && KUBECONFIG=./kubeconfig "
             "kubectl get nodes", out(
        "NAME         STATUS   ROLES           AGE   VERSION", "talos-cp-1   Ready    control-plane   3m    v1.31.2",
        "talos-cp-2   Ready    control-plane   3m    v1.31.2", "talos-cp-3   Ready    control-plane   3m    v1.31.2"),
     False),
    ("user", "Workloads won't schedule now: pods stay Pending with an untolerated taint."),
    ("say", "All three nodes are control planes, which carry a NoSchedule taint. Talos lifts it with "
            "cluster.allowSchedulingOnControlPlanes in the machine config; writing that as a patch."),
    ("write", f"{_TA}/patch-schedule.yaml", "cluster:\n  allowSchedulingOnControlPlanes: true\n"),
    ("user", "wait, don't apply it yet. I want to think about adding worker nodes instead."),
]

_HB = "harbor.corp.example/policies/bundle"
_DIGEST = "sha256:4f2a7c91e0b35d68a1f4c2e9b07d3a58c6e1f9042b7d8a3c5e6f10b29d4c7e81"
_PUSH = f"oras push {_HB}:v3 bundle.tar.gz:application/vnd.oci.image.layer.v1.tar+gzip"

COSIGN_STEPS: list[Step] = [
    ("user", "Push the OPA bundle to Harbor as an OCI artifact with oras and sign it with cosign. Repository "
             "harbor.corp.example/policies/bundle, tag v3."),
    ("bash", _PUSH, out(
        "Exit code 1",
        f"Error response from registry: failed to push bundle.tar.gz: POST \"https://harbor.corp.example/v2/policies/"
        "bundle/blobs/uploads/\": response status code 401: unauthorized: unauthorized to access repository: "
        "policies/bundle, action: push: unauthorized to access repository: policies/bundle, action: push"), True),
    ("bash", "echo \"$HARBOR_ROBOT_TOKEN\" | oras login harbor.corp.example -u 'robot$policies+ci' --password-stdin",
     "Login Succeeded", False),
    ("bash", _PUSH, out(
        "✓ Uploaded  bundle.tar.gz                                18.2/18.2 KB 100.00%  112ms",
        "✓ Uploaded  application/vnd.oci.empty.v1+json                 2/2  B 100.00%   41ms",
        "✓ Uploaded  application/vnd.oci.image.manifest.v1+json     587/587  B 100.00%   63ms",
        f"Pushed [registry] {_HB}:v3", "ArtifactType: application/vnd.unknown.artifact.v1", f"Digest: {_DIGEST}"),
     False),
    ("bash", f"cosign sign --key cosign.key {_HB}:v3", out(
        "Exit code 1",
        f"WARNING: Image reference {_HB}:v3 uses a tag, not a digest, to identify the image to sign.",
        "    This can lead you to sign a different image than the intended one. Please use a",
        "    digest (example.com/ubuntu@sha256:abc123...) rather than tag",
        "    (example.com/ubuntu:latest) for the input to cosign. The ability to refer to",
        "    images by tag will be removed in a future release.", "", "Enter password for private key: ",
        f"Error: signing [{_HB}:v3]: getting signer: reading key: decrypt: encrypted: decryption failed",
        f"main.go:74: error during command execution: signing [{_HB}:v3]: getting signer: reading key: decrypt: "
        "encrypted: decryption failed"), True),
    ("say", "Without a terminal cosign reads the key password from COSIGN_PASSWORD, which is empty here; the CI "
            "variable holding it is COSIGN_KEY_PASSWORD. Signing by digest as the warning asks."),
    ("bash", f"COSIGN_PASSWORD=\"$COSIGN_KEY_PASSWORD\" cosign sign --yes --key cosign.key {_HB}@{_DIGEST}",
     f"Pushing signature to: {_HB}", False),
    ("bash", f"cosign verify --key cosign.pub {_HB}:v3 | jq -r '.[0].critical.image.\"docker-manifest-digest\"'", out(
        "", f"Verification for {_HB}:v3 --",
        "The following checks were performed on each of these signatures:", "  - The cosign claims were validated",
        "  - Existence of the claims in the transparency log was verified offline",
        "  - The signatures were verified against the specified public key", _DIGEST), False),
    ("user", "Harbor's UI shows the signature as a separate artifact tagged sha256-4f2a...sig instead of the signed "
             "checkmark on v3"),
    ("say", "Harbor shows the checkmark for signatures stored as OCI 1.1 referrers; cosign 2 still writes the .sig "
            "tag scheme by default. I can re-sign with `--registry-referrers-mode=oci-1-1` (with "
            "COSIGN_EXPERIMENTAL=1). Want me to?"),
    ("user", "no, the tag scheme is fine, our admission verifier reads it. Thanks, this is done."),
]


def sources() -> dict[str, tuple[str, str, str, list[Step]]]:
    return {
        RAILS: (_RA, "2026-02-05T09:30:00Z", "main", RAILS_STEPS),
        SORBET: (_SO, "2026-02-06T14:00:00Z", "rails-7.2", SORBET_STEPS),
        SCONS: (_SK, "2026-02-09T08:15:00Z", "master", SCONS_STEPS),
        TELEPRESENCE: ("/home/rafa/src/orders-svc", "2026-02-10T11:25:00Z", "debug/orders-timeout",
                       TELEPRESENCE_STEPS),
        TALOS: (_TA, "2026-02-14T17:00:00Z", "main", TALOS_STEPS),
        COSIGN: ("/home/ci/builds/platform/policy-bundles", "2026-02-16T12:45:00Z", "release/v3", COSIGN_STEPS),
    }
