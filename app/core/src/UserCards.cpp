#include <packmate/app/DataDirectory.h>
#include <packmate/app/UserCardFile.h>
#include <packmate/app/UserCards.h>
#include <packmate/engine/Catalogue.h>
#include <packmate/engine/InputError.h>

#include <algorithm>

namespace packmate::app {

namespace {

std::vector<std::string> toStdGrid(const QStringList& grid) {
    std::vector<std::string> rows;
    for (const QString& row : grid)
        rows.push_back(row.toStdString());
    return rows;
}

QVariantMap cardMap(const TruckCard& card) {
    QStringList grid;
    for (const std::string& row : card.grid())
        grid << QString::fromStdString(row);
    return {{QStringLiteral("id"), QString::fromStdString(card.id())},
            {QStringLiteral("layers"), card.layers()},
            {QStringLiteral("grid"), grid},
            {QStringLiteral("cells"), card.loadingCellCount()},
            {QStringLiteral("capacity"), card.capacity()}};
}

bool sameId(const std::string& a, const QString& b) {
    return QString::fromStdString(a).compare(b, Qt::CaseInsensitive) == 0;
}

} // namespace

UserCards::UserCards(QObject* parent) : QObject(parent) {}

void UserCards::setError(const QString& message) {
    lastError_ = message;
    emit lastErrorChanged();
}

void UserCards::setDataDir(const QString& folder) {
    cards_.clear();
    loadError_.clear();
    try {
        dataDir_ = resolveDataDirectory(folder);
        cards_ = loadUserCardFile(dataDir_);
        setError({});
    } catch (const std::exception& error) {
        loadError_ = tr("Your cards file cannot be read; fix or remove it (%1).")
                         .arg(QString::fromUtf8(error.what()));
        setError(loadError_);
    }
    emit cardsChanged();
}

QVariantList UserCards::cards() const {
    QVariantList list;
    for (const TruckCard& card : cards_)
        list << cardMap(card);
    return list;
}

QVariantMap UserCards::card(const QString& id) const {
    for (const TruckCard& card : cards_)
        if (sameId(card.id(), id)) return cardMap(card);
    return {};
}

TruckCard UserCards::validated(const QString& id, int layers, const QStringList& grid,
                               const QString& originalId) const {
    const QString name = id.trimmed();
    if (grid.isEmpty() || !grid.join(QString()).contains(QLatin1Char('#')))
        throw InputError(tr("Tap the cells of the loading area.").toStdString());
    if (grid.size() > kMaxRows || grid.front().size() > kMaxColumns)
        throw InputError(tr("A loading area has at most 3 rows and 5 columns.").toStdString());
    if (layers < 1 || layers > TruckCard::kMaxLayers)
        throw InputError(tr("Choose 1 to 4 layers.").toStdString());
    if (name.isEmpty()) throw InputError(tr("Give the card a name.").toStdString());
    if (Catalogue::builtIn().contains(name.toUpper().toStdString()))
        throw InputError(
            tr("%1 is the name of a built-in card: choose another.").arg(name).toStdString());
    for (const TruckCard& other : cards_)
        if (sameId(other.id(), name) && !sameId(other.id(), originalId))
            throw InputError(
                tr("You already have a card named %1: choose another.").arg(name).toStdString());
    return TruckCard(name.toStdString(), layers, toStdGrid(grid)); // the engine's own checks
}

QString UserCards::check(const QString& id, int layers, const QStringList& grid,
                         const QString& originalId) const {
    try {
        validated(id, layers, grid, originalId);
        return {};
    } catch (const std::exception& error) {
        return QString::fromUtf8(error.what());
    }
}

bool UserCards::save(const QString& id, int layers, const QStringList& grid,
                     const QString& originalId) {
    if (dataDir_.isEmpty()) setDataDir({});
    if (!loadError_.isEmpty()) return setError(loadError_), false;
    std::vector<TruckCard> next = cards_;
    try {
        TruckCard card = validated(id, layers, grid, originalId);
        const auto old = std::find_if(next.begin(), next.end(), [&](const TruckCard& c) {
            return !originalId.isEmpty() && sameId(c.id(), originalId);
        });
        if (old != next.end())
            *old = std::move(card);
        else
            next.push_back(std::move(card));
    } catch (const std::exception& error) {
        setError(QString::fromUtf8(error.what()));
        return false;
    }
    try {
        saveCardsFile(userCardFilePath(dataDir_).toStdString(), next);
    } catch (const std::exception& error) {
        setError(tr("The card could not be saved (%1).").arg(QString::fromUtf8(error.what())));
        return false;
    }
    cards_ = std::move(next); // shown only once written
    setError({});
    emit cardsChanged();
    return true;
}

bool UserCards::remove(const QString& id) {
    if (!loadError_.isEmpty()) return setError(loadError_), false;
    std::vector<TruckCard> next = cards_;
    const auto found = std::find_if(next.begin(), next.end(),
                                    [&](const TruckCard& c) { return sameId(c.id(), id); });
    if (found == next.end()) return setError(tr("There is no card named %1.").arg(id)), false;
    next.erase(found);
    try {
        saveCardsFile(userCardFilePath(dataDir_).toStdString(), next);
    } catch (const std::exception& error) {
        setError(tr("The card could not be removed (%1).").arg(QString::fromUtf8(error.what())));
        return false;
    }
    cards_ = std::move(next);
    setError({});
    emit cardsChanged();
    return true;
}

QStringList UserCards::gridFromCells(const QVariantList& on, int columns) {
    if (columns <= 0) return {};
    const int rows = static_cast<int>((on.size() + columns - 1) / columns);
    int top = rows, bottom = -1, left = columns, right = -1;
    for (int i = 0; i < on.size(); ++i) {
        if (!on[i].toBool()) continue;
        const int row = i / columns, column = i % columns;
        top = std::min(top, row);
        bottom = std::max(bottom, row);
        left = std::min(left, column);
        right = std::max(right, column);
    }
    QStringList grid;
    for (int row = top; row <= bottom; ++row) {
        QString line;
        for (int column = left; column <= right; ++column) {
            const int i = row * columns + column;
            line += i < on.size() && on[i].toBool() ? QLatin1Char('#') : QLatin1Char('.');
        }
        grid << line;
    }
    return grid;
}

QVariantList UserCards::cellsFromGrid(const QStringList& grid) {
    QVariantList cells;
    for (int row = 0; row < kMaxRows; ++row)
        for (int column = 0; column < kMaxColumns; ++column)
            cells << (row < grid.size() && column < grid[row].size() &&
                      grid[row][column] == QLatin1Char('#'));
    return cells;
}

} // namespace packmate::app
