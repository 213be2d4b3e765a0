#include "core/Sha256.h"

#include <QCryptographicHash>
#include <QTest>

using namespace goldset;

// core::Sha256 (OpenSSL's libcrypto) gives the digests that QCryptographicHash gave before it:
// identities and user hashes stored by earlier imports must come out the same.
class TestSha256 : public QObject
{
    Q_OBJECT

private:
    static QByteArray digest(core::Sha256& hash)
    {
        const auto bytes = hash.result();
        return QByteArray(bytes.data(), qsizetype(bytes.size()));
    }

private Q_SLOTS:
    void knownVectors()
    {
        // FIPS 180-2, appendix B.1 and B.2; and the empty message.
        core::Sha256 hash;
        hash.addData("abc");
        QCOMPARE(digest(hash).toHex(),
                 QByteArray("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
        hash.addData("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq");
        QCOMPARE(digest(hash).toHex(),
                 QByteArray("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
        QCOMPARE(digest(hash).toHex(),
                 QByteArray("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
    }

    void sameAsQtInPieces()
    {
        core::Sha256 ours;
        for (int length : {1, 55, 56, 63, 64, 65, 119, 128, 1000}) {
            QByteArray message;
            for (int i = 0; i < length; ++i)
                message += char('a' + (i * 7 + length) % 26);
            QCryptographicHash qt(QCryptographicHash::Sha256);
            // In three uneven pieces, with a NUL between, as the identities are made.
            const qsizetype cut = length / 3;
            for (const QByteArrayView piece : {QByteArrayView(message).first(cut), QByteArrayView("\0", 1),
                                               QByteArrayView(message).sliced(cut)}) {
                ours.addData(piece);
                qt.addData(piece);
            }
            QCOMPARE(digest(ours), qt.result());
        }
    }
};

QTEST_GUILESS_MAIN(TestSha256)
#include "tst_sha256.moc"
