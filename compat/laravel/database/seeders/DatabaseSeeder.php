<?php

namespace Database\Seeders;

use App\Models\Currency;
use App\Models\User;
use Illuminate\Database\Seeder;

/**
 * The demo players of the README: player@example.com (verified, RUB, 1 000,00 ₽) and unverified@example.com,
 * both with the password player-password, and the administrator admin@example.com (admin-password), as the contract
 * server seeds them. Seeding again puts their balances back.
 */
class DatabaseSeeder extends Seeder
{
    public function run(): void
    {
        Currency::upsert([
            ['code' => 'USD', 'usd_rate' => '1.00', 'fiat' => true],
            ['code' => 'RUB', 'usd_rate' => '92.50', 'fiat' => true],
        ], ['code']);

        User::updateOrCreate(['email' => 'player@example.com'], [
            'name' => 'Игрок',
            'email_verified_at' => now(),
            'password' => 'player-password',
            'balance' => '1000.00',
            'currency_code' => 'RUB',
            'locale' => 'ru',
        ]);

        User::updateOrCreate(['email' => 'unverified@example.com'], [
            'name' => 'Новичок',
            'email_verified_at' => null,
            'password' => 'player-password',
            'balance' => '0.00',
            'currency_code' => 'RUB',
            'locale' => 'ru',
        ]);

        $admin = User::updateOrCreate(['email' => 'admin@example.com'], [
            'name' => 'Site Admin',
            'email_verified_at' => now(),
            'password' => 'admin-password',
            'balance' => '0.00',
            'currency_code' => 'USD',
            'locale' => 'ru',
        ]);
        $admin->forceFill(['is_admin' => true])->save();
    }
}
