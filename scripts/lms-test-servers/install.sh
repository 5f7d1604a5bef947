#!/usr/bin/env bash
# The real servers the LMS import tests talk to (svc-lms/test): Debian's dovecot (IMAP over TLS) and OpenSSH's sshd
# (SFTP). Installed once; the tests start throwaway instances of their own on free ports and stop them.
set -euo pipefail
missing=()
[ -x /usr/sbin/dovecot ] || missing+=(dovecot-imapd)
[ -x /usr/sbin/sshd ] || missing+=(openssh-server)
[ -x /usr/bin/openssl ] || missing+=(openssl)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "firecrest: installing Debian ${missing[*]} for the LMS mailbox and SFTP tests" >&2
apt-get update -qq >/dev/null
# No system service is started (the tests run their own instances): policy-rc.d refuses during the install.
guard=""
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && guard=1
fi
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
[ -n "$guard" ] && rm -f /usr/sbin/policy-rc.d
exit 0
