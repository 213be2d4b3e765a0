#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <array>

struct evp_md_ctx_st;

namespace goldset::core {

// SHA-256 by OpenSSL's libcrypto, which uses the processor's SHA instructions where it has
// them: a log line's identity and a user's salted hash take 0.18 us instead of QCryptographic-
// Hash's 0.42 us, and the monitoring import hashes every line (README, benchmarks). The same
// digests as QCryptographicHash::Sha256 (tst_sha256). One object per thread.
class Sha256
{
public:
    Sha256();
    ~Sha256();
    Sha256(const Sha256&) = delete;
    Sha256& operator=(const Sha256&) = delete;

    void addData(QByteArrayView bytes);
    // The digest of everything added since the last result(); starts the next message.
    std::array<char, 32> result();

private:
    void start();

    evp_md_ctx_st* m_context = nullptr;
};

} // namespace goldset::core
