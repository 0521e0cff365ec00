<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::create('currencies', function (Blueprint $table) {
            $table->string('code', 10)->primary();
            $table->decimal('usd_rate', 20, 8);
            $table->boolean('fiat');
        });

        Schema::create('users', function (Blueprint $table) {
            $table->id();
            // The SPA knows a user by uuid: the private channel is App.Models.User.{uuid}.
            $table->uuid('uuid')->unique();
            $table->string('name');
            $table->string('email')->unique();
            $table->timestamp('email_verified_at')->nullable();
            $table->string('password');
            $table->decimal('balance', 20, 2)->default(0);
            $table->string('currency_code', 10);
            $table->foreign('currency_code')->references('code')->on('currencies');
            $table->string('locale', 2)->default('ru');
            $table->bigInteger('telegram_id')->nullable()->unique();
            $table->rememberToken();
            $table->timestamps();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('users');
        Schema::dropIfExists('currencies');
    }
};
