#pragma once

#include "domain/Entities.h"

#include <QColor>
#include <QGuiApplication>
#include <QList>
#include <QPalette>
#include <QString>

namespace goldset::ui {

// Every colour the app paints itself, chosen for the palette it is painted with: the light and
// the dark theme (and any system palette) each get colours that keep text readable (WCAG AA,
// 4.5:1, checked by tst_theme_colours for every pair listed by textPairs()). Nothing else in ui/
// names a colour: a source check in the same test keeps it that way.
class ThemeColours
{
public:
    struct Pair
    {
        QColor background;
        QColor text;
    };
    struct NamedPair
    {
        QString name;
        Pair pair;
    };

    explicit ThemeColours(const QPalette& palette = QGuiApplication::palette());

    bool dark() const { return m_dark; }
    const QPalette& palette() const { return m_palette; }

    Pair grade(int grade) const;          // grade chips 0..3
    QColor gradeOutline(int grade) const; // a chip's border
    Pair verdict(Verdict verdict) const;  // verdict highlights and chips
    Pair match() const;                   // a searched word inside a text
    Pair likelyEvidence() const;          // a likely-evidence sentence in a context
    Pair selectedCard() const;            // the current candidate card
    Pair evidenceCard() const;            // a context the judge named as evidence
    QColor evidenceBorder() const;
    QColor accent() const;                           // text on evidenceCard(), the current claim's underline
    QColor cardBorder() const;                       // a context that is not evidence
    Pair focusedChunk() const;                       // the chunk shown inside its document
    QColor focusedChunkHeading() const;              // on the window background
    Pair pass() const;                               // a metric that meets its threshold
    Pair fail() const;                               // ... that does not
    Pair significant() const;                        // a significant paired difference
    Pair hint() const;                               // an explaining banner
    Pair warning() const;                            // a banner that warns of data loss
    QColor secondaryText() const;                    // ids, sources, context: on Base and on Window
    static QColor secondaryTextOn(const Pair& card); // quieter text on a card of its own
    QColor errorText() const;                        // on Window and on Base
    QColor status(QuestionStatus status) const;      // a swatch beside the status's name

    // Charts.
    QColor thresholdLine() const;
    QColor bandColour(int band) const; // 0 proof of concept, 1 production, 2 excellent
    QColor chartMarker() const;
    QColor chartMarkerBorder() const;
    QColor chartGuide() const; // diagonals, whiskers

    // Every pair of text on a background above, with the palette's own text pairs, named for
    // the test that checks their contrast.
    QList<NamedPair> textPairs() const;

    // WCAG 2 relative luminance and contrast ratio (1..21).
    static double luminance(const QColor& colour);
    static double contrast(const QColor& a, const QColor& b);

private:
    QColor pick(QColor light, QColor dark) const { return m_dark ? dark : light; }
    static QColor mix(const QColor& a, const QColor& b, double share);

    QPalette m_palette;
    bool m_dark = false;
};

} // namespace goldset::ui
