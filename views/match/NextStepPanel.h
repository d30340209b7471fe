#pragma once

#include "FontScaler.h"

#include <QHash>
#include <QWidget>

class QHBoxLayout;
class QLabel;
class QPushButton;

namespace dugout {

// What to do next, in words, with a button for each step on offer: the pre-match, a set-up,
// the kick-off, the end of a drive, overtime, and after an injury the apothecary, the
// Necromancer or a bribe. The tracker decides what is on offer (from core); the panel shows it
// and says which one was chosen. The first offer is the one Enter takes.
class NextStepPanel : public QWidget
{
    Q_OBJECT

public:
    enum class Offer {
        PreMatch,
        Lineup,
        KickOff,
        StartTurn,
        EndTurn,
        EndDrive,
        Apothecary,
        Regeneration,
        Igor,
        RaiseDead,
        Bribe,
        TimerTurnover,
        Spell,
        PlayCard,
        Overtime,
        AcceptDraw,
        ShootOut,
        PostMatch,
        MatchReport,
        PrintSummary,
        PreviewSummary,
    };
    Q_ENUM(Offer)

    struct Item
    {
        Offer offer;
        QString text;
        QString toolTip;
    };

    explicit NextStepPanel(QWidget *parent = nullptr);

    void setStep(const QString &guide, const QList<Item> &items);
    QString guideText() const;
    void setScale(qreal scale);
    // The button of `offer` while it is on offer, else nullptr.
    QPushButton *button(Offer offer) const;
    bool isOffered(Offer offer) const { return button(offer) != nullptr; }
    // The offer Enter takes when no turn is under way; false when nothing is on offer.
    bool hasPrimary() const { return !m_items.isEmpty(); }
    Offer primary() const { return m_items.constFirst().offer; }

Q_SIGNALS:
    void chosen(dugout::NextStepPanel::Offer offer);

private:
    FontScaler m_fonts;
    QLabel *m_guide;
    QHBoxLayout *m_buttons;
    QList<Item> m_items;
    QHash<Offer, QPushButton *> m_buttonFor;
};

} // namespace dugout
