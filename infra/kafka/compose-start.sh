#!/usr/bin/env bash
# compose.yaml's Kafka: the apache/kafka image's own start (configure, then launch), with the SCRAM user created when
# the KRaft storage is formatted (KIP-900: the broker's own inter-broker login needs it before it can start).
set -euo pipefail
: "${KAFKA_SASL_USERNAME:?}" "${KAFKA_SASL_PASSWORD:?}"

cat > /opt/kafka/config/kafka_server_jaas.conf <<JAAS
KafkaServer {
  org.apache.kafka.common.security.scram.ScramLoginModule required
  username="${KAFKA_SASL_USERNAME}" password="${KAFKA_SASL_PASSWORD}";
};
JAAS
# For the health check's client tools.
cat > /opt/kafka/config/client-sasl.properties <<PROPS
security.protocol=SASL_PLAINTEXT
sasl.mechanism=SCRAM-SHA-256
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="${KAFKA_SASL_USERNAME}" password="${KAFKA_SASL_PASSWORD}";
PROPS
export KAFKA_OPTS="-Djava.security.auth.login.config=/opt/kafka/config/kafka_server_jaas.conf"

. /etc/kafka/docker/bash-config
. /etc/kafka/docker/configureDefaults
/etc/kafka/docker/configure
for properties in /opt/kafka/config/server.properties /etc/kafka/kafka.properties; do [[ -s "$properties" ]] && break; done
/opt/kafka/bin/kafka-storage.sh format --cluster-id="$CLUSTER_ID" -c "$properties" --ignore-formatted \
  --add-scram "SCRAM-SHA-256=[name=${KAFKA_SASL_USERNAME},password=${KAFKA_SASL_PASSWORD}]"
# launch formats again, finds the storage formatted, and starts the broker.
exec /etc/kafka/docker/launch
