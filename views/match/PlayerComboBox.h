#pragma once

#include <QComboBox>

#include <functional>

namespace dugout {

struct MatchPlayer;
struct TeamMatchState;

// A choice of one player of a team ("#7 Griff Testwald"), limited to those `accept` lets in.
class PlayerComboBox : public QComboBox
{
    Q_OBJECT

public:
    using Filter = std::function<bool(const MatchPlayer &)>;

    explicit PlayerComboBox(QWidget *parent = nullptr);

    // Keeps the chosen player when he is still in the list.
    void setPlayers(const TeamMatchState &team, const Filter &accept);
    int number() const; // 0 when none
    bool setNumber(int number);

    // As wide as the longest name listed, so none is cut.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
};

} // namespace dugout
