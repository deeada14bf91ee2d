// SPDX-License-Identifier: GPL-3.0-or-later
#include "playerspage.h"

#include "ui/newgame/playercolours.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace wm {

PlayersPage::PlayersPage(QWidget *parent)
    : QWizardPage(parent)
{
    setTitle(tr("Players"));
    setSubTitle(tr("Who is playing, and the colour each army has on screen."));

    auto *grid = new QGridLayout;
    grid->addWidget(new QLabel(tr("Name"), this), 0, 1);
    grid->addWidget(new QLabel(tr("Colour"), this), 0, 2);
    const std::array<QString, 2> sideLabels = {tr("First player:"), tr("Second player:")};
    const QList<PlayerColour> palette = PlayerColours::all();
    for (int side = 0; side < 2; ++side) {
        const auto s = std::size_t(side);
        auto *name = new QLineEdit(this);
        name->setObjectName(QStringLiteral("playerName%1").arg(side));
        name->setPlaceholderText(tr("Player's name"));
        name->setMaxLength(60);
        auto *colour = new QComboBox(this);
        colour->setObjectName(QStringLiteral("playerColour%1").arg(side));
        for (const PlayerColour &c : palette)
            colour->addItem(PlayerColours::swatch(c.colour), c.name, c.colour);
        colour->setCurrentIndex(PlayerColours::indexOf(PlayerColours::defaultFor(side)));
        // The popup is only as wide as the box by default, which cuts the longer names short.
        colour->view()->setMinimumWidth(colour->view()->sizeHintForColumn(0) + 24);

        auto *label = new QLabel(sideLabels.at(s), this);
        label->setBuddy(name);
        grid->addWidget(label, side + 1, 0);
        grid->addWidget(name, side + 1, 1);
        grid->addWidget(colour, side + 1, 2);
        m_names.at(s) = name;
        m_colours.at(s) = colour;

        registerField(QStringLiteral("player%1Name*").arg(side), name);
        registerField(QStringLiteral("player%1Colour").arg(side), colour);
        connect(name, &QLineEdit::textChanged, this, &PlayersPage::update);
        connect(colour, &QComboBox::currentIndexChanged, this, &PlayersPage::update);
    }
    grid->setColumnStretch(1, 1);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("playersProblem"));
    m_problem->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addSpacing(12);
    layout->addWidget(m_problem);
    layout->addStretch();
    update();
}

QString PlayersPage::playerName(int side) const
{
    return m_names.at(std::size_t(side))->text().trimmed();
}

QColor PlayersPage::colour(int side) const
{
    return m_colours.at(std::size_t(side))->currentData().value<QColor>();
}

bool PlayersPage::isComplete() const
{
    return QWizardPage::isComplete() && problem().isEmpty();
}

QString PlayersPage::problem() const
{
    const QString first = playerName(0);
    const QString second = playerName(1);
    if (first.isEmpty() || second.isEmpty())
        return tr("Enter a name for each player.");
    // "anna" and "Anna" would read as the same player in the log.
    if (first.compare(second, Qt::CaseInsensitive) == 0)
        return tr("The two players need different names, so that the log can tell them apart.");
    if (colour(0) == colour(1))
        return tr("The two players need different colours.");
    return {};
}

void PlayersPage::update()
{
    // Saying nothing until a name is typed: an empty page is not a mistake yet.
    const bool untouched = m_names.at(0)->text().isEmpty() && m_names.at(1)->text().isEmpty();
    m_problem->setText(untouched ? QString() : problem());
    Q_EMIT completeChanged();
}

} // namespace wm
